import { formatAmount } from '@woohoo/shared/format-amount';

/** A ledger change with its sign: +12.5 for money in, -3 for money out, 0 without a sign. */
export function formatSignedAmount(deltaWei: bigint, decimals: number): string {
  return formatAmount(deltaWei, { decimals, signed: true });
}

/** Parses a signed decimal string of the smallest unit (the history's `delta`); 0n if malformed. */
export function parseSignedWei(value: string): bigint {
  return /^[-+]?\d+$/.test(value) ? BigInt(value) : 0n;
}
