import { filterAmountInput } from '@woohoo/shared/amount-input';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { parseAmountInput } from '../../../lib/money/parse-amount';

export type SignedAmountProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'zero';

export type SignedAmountResult =
  | { ok: true; amountWei: bigint }
  | { ok: false; problem: SignedAmountProblem };

/**
 * A balance adjustment typed in whole tokens with an optional sign ("-12.5", "+3", "0.000000000000000001")
 * as a signed amount in the smallest unit, exactly: the magnitude goes through the shared SPEC 5
 * filter and viem's parseUnits, never a float. Extra decimals are refused rather than cut, so
 * what the operator typed is what moves.
 */
export function parseSignedAmount(text: string, decimals: number = TOKEN_DECIMALS): SignedAmountResult {
  const trimmed = text.trim().replace(/\s+/g, '');
  const negative = trimmed.startsWith('-');
  const magnitude = /^[+-]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  if (magnitude === '') return { ok: false, problem: 'empty' };
  // A leading digit is required: the shared filter drops a leading dot (".5" becomes "5").
  if (!/^\d+(\.\d*)?$/.test(magnitude)) return { ok: false, problem: 'invalid' };
  const [, fraction = ''] = magnitude.split('.');
  if (fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const amountWei = parseAmountInput(filterAmountInput(magnitude, decimals), decimals);
  if (amountWei === undefined) return { ok: false, problem: 'invalid' };
  if (amountWei === 0n) return { ok: false, problem: 'zero' };
  return { ok: true, amountWei: negative ? -amountWei : amountWei };
}

/** What the adjust form says under the amount for each problem. */
export const SIGNED_AMOUNT_MESSAGES: Record<SignedAmountProblem, string> = {
  empty: 'Enter an amount, negative to debit',
  invalid: 'Enter a number of whole tokens, e.g. 12.5, 0.5 or -3',
  tooManyDecimals: 'At most 18 decimals',
  zero: 'The amount cannot be zero',
};
