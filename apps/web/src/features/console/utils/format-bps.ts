/** Basis points as a percentage with two decimals, in integers only: 9950 is "99.50%". */
export function formatBps(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(bps));
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}%`;
}
