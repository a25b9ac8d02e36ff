import { quoteWithdrawal } from '@woohoo/shared/money-rules';
import { type AmountCheck, validateAmount } from '../../../lib/money/validate-amount';

/**
 * A withdrawal as the server will judge it (shared quoteWithdrawal): an amount, at least the
 * minimum, more than the flat gas fee, and no more than the available balance. SPEC 8 wording:
 * "Please enter the correct amount", "Insufficient amount", "Insufficient balance".
 */
export function validateWithdrawal(input: {
  text: string;
  availableWei: bigint;
  minWei: bigint;
  feeWei: bigint;
}): AmountCheck {
  return validateAmount({
    text: input.text,
    availableWei: input.availableWei,
    quote: (amountWei) => quoteWithdrawal(amountWei, input.minWei, input.feeWei),
  });
}
