/** The server's bound (packages/shared/src/api/operator.ts stockBodySchema). */
export const STOCK_MAX = 1_000_000;

export type StockResult = { ok: true; stock: number } | { ok: false; problem: string };

/** A counted stock as typed: a whole number from 0 to 1,000,000, nothing else. */
export function parseStock(text: string): StockResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'Enter the counted stock' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'Enter a whole number, 0 or more' };
  const stock = Number(trimmed);
  if (stock > STOCK_MAX) return { ok: false, problem: 'At most 1,000,000' };
  return { ok: true, stock };
}
