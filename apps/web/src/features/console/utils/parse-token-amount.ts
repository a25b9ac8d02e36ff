import { parseSignedAmount } from './parse-signed-amount';

export type TokenAmountProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'zero' | 'negative';

export type TokenAmountResult = { ok: true; amountWei: bigint } | { ok: false; problem: TokenAmountProblem };

/**
 * A positive amount typed in whole tokens (a price, a pool reward) in the smallest unit, exactly:
 * the console's signed-amount parsing (shared filter and parseUnits, extra decimals refused), with
 * any sign refused.
 */
export function parseTokenAmount(text: string): TokenAmountResult {
  if (/^\s*[+-]/.test(text)) return { ok: false, problem: 'negative' };
  return parseSignedAmount(text);
}

/** What a form says under a whole-token amount for each problem. */
export const TOKEN_AMOUNT_MESSAGES: Record<TokenAmountProblem, string> = {
  empty: 'Enter an amount in whole tokens',
  invalid: 'Enter a number of whole tokens, e.g. 12.5 or 0.5',
  tooManyDecimals: 'At most 18 decimals',
  zero: 'The amount must be more than zero',
  negative: 'Enter the amount without a sign',
};
