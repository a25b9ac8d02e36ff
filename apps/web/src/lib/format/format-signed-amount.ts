import { formatTokenAmount } from './format-token-amount';

/** A ledger change with its sign: +12.5 for money in, -3 for money out, 0 without a sign. */
export function formatSignedAmount(deltaWei: bigint, decimals: number, maxDecimals = 4): string {
  const text = formatTokenAmount(deltaWei < 0n ? -deltaWei : deltaWei, decimals, maxDecimals);
  if (deltaWei === 0n || text === '0') return '0';
  return `${deltaWei < 0n ? '-' : '+'}${text}`;
}

/** Parses a signed decimal string of the smallest unit (the history's `delta`); 0n if malformed. */
export function parseSignedWei(value: string): bigint {
  return /^[-+]?\d+$/.test(value) ? BigInt(value) : 0n;
}
