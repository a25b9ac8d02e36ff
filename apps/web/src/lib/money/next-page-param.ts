import type { Paged } from './money-types';

/**
 * The page after `last`, or undefined when the list is complete. An empty page also ends it, so
 * a server whose total disagrees with its pages cannot make the list load forever.
 */
export function nextPageParam(
  last: Pick<Paged<unknown>, 'items' | 'page' | 'size' | 'total'>,
): number | undefined {
  if (last.items.length === 0) return undefined;
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}

/** The items of every page loaded so far, in order. */
export function flattenPages<T>(pages: readonly Paged<T>[] | undefined): T[] {
  return pages ? pages.flatMap((page) => page.items) : [];
}
