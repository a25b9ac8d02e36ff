import { formatAmount } from '@woohoo/shared/format-amount';
import { isolateLtr } from './bidi-isolate';
import { displayLocale } from './display-locale';
import { localizeDecimal } from './localize-decimal';

/** A ledger change with its sign: +12.5 for money in, -3 for money out, 0 without a sign (isolated left to right in Persian). */
export function formatSignedAmount(deltaWei: bigint, decimals: number, locale = displayLocale()): string {
  const text = localizeDecimal(formatAmount(deltaWei, { decimals, signed: true, grouped: false }), locale);
  return isolateLtr(text, locale);
}

/** Parses a signed decimal string of the smallest unit (the history's `delta`); 0n if malformed. */
export function parseSignedWei(value: string): bigint {
  return /^[-+]?\d+$/.test(value) ? BigInt(value) : 0n;
}
