/** A deposit's block confirmations against what the chain needs: "3 / 12", or "3" when that is unknown. */
export function formatConfirmations(confirmations: number, required: number | undefined): string {
  const seen = Math.max(0, Math.floor(confirmations));
  if (required === undefined || required <= 0) return String(seen);
  return `${Math.min(seen, required)} / ${required}`;
}
