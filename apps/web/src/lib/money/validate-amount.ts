import { isQuote, type Quote, type QuoteError } from '@woohoo/shared/money-rules';
import { parseAmountInput } from './parse-amount';

/**
 * Why an amount cannot be submitted, as SPEC 8 words it:
 * - amountInvalid: "Please enter the correct amount" (empty, zero, not a number)
 * - amountDust: the amount, or what arrives after the fee, is below 0.000001
 * - belowMinimum: "The minimum is 10 USDT" (the minimum is named instead of SPEC 8's
 *   "Insufficient amount", which read like a balance problem)
 * - insufficientAmount: "Insufficient amount" (the fee eats it all)
 * - insufficientBalance: "Insufficient balance"
 */
export type AmountProblem =
  | 'amountInvalid'
  | 'amountDust'
  | 'belowMinimum'
  | 'insufficientAmount'
  | 'insufficientBalance';

const PROBLEM_OF_QUOTE_ERROR = {
  amountNotPositive: 'amountInvalid',
  dust: 'amountDust',
  belowMinimum: 'belowMinimum',
  feeExceedsAmount: 'insufficientAmount',
} as const satisfies Record<QuoteError, AmountProblem>;

export type AmountCheck =
  | { ok: true; quote: Quote }
  | {
      ok: false;
      problem: AmountProblem;
      /** When only the balance is short: the amount's fee and what arrives, shown beside the error. */
      cost?: Quote;
    };

/** SPEC 8 wording for the shared quote errors of money-rules.ts. */
export function problemOfQuoteError(error: QuoteError): AmountProblem {
  return PROBLEM_OF_QUOTE_ERROR[error];
}

/**
 * SPEC 5 "amount must be entered and valid; balance must suffice": parses the input, quotes it
 * with the shared rule the server also applies, then checks the available balance. The amount
 * itself is judged before the balance, so "below the minimum" wins over "not enough money"; an
 * amount the balance does not cover still says what it would cost and bring.
 */
export function validateAmount(input: {
  text: string;
  availableWei: bigint;
  quote: (amountWei: bigint) => Quote | QuoteError;
}): AmountCheck {
  const amountWei = parseAmountInput(input.text);
  if (amountWei === undefined || amountWei <= 0n) return { ok: false, problem: 'amountInvalid' };
  const quote = input.quote(amountWei);
  if (!isQuote(quote)) return { ok: false, problem: problemOfQuoteError(quote) };
  if (amountWei > input.availableWei) return { ok: false, problem: 'insufficientBalance', cost: quote };
  return { ok: true, quote };
}
