import { type Quote, quoteSwap } from '@woohoo/shared/money-rules';
import { type AmountCheck, type AmountProblem, validateAmount } from '../../../lib/money/validate-amount';

/** SPEC 5 "Swap needs an amount" is `missing`; the others are the shared amount problems. */
export type SwapProblem = 'missing' | AmountProblem;

export type SwapCheck =
  | Extract<AmountCheck, { ok: true }>
  | { ok: false; problem: SwapProblem; cost?: Quote };

/** A USDT -> USDB swap at 1:1 minus the percentage fee (shared quoteSwap), covered by the balance. */
export function validateSwap(input: { text: string; availableWei: bigint; feeBps: bigint }): SwapCheck {
  if (input.text.trim() === '') return { ok: false, problem: 'missing' };
  return validateAmount({
    text: input.text,
    availableWei: input.availableWei,
    quote: (amountWei) => quoteSwap(amountWei, input.feeBps),
  });
}
