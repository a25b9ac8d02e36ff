/** How many pages `total` rows fill at `size` per page; an empty list still has page 1 of 1. */
export function countPages(total: number, size: number): number {
  if (size <= 0 || total <= 0) return 1;
  return Math.ceil(total / size);
}
