import { parseAmountInput } from '../../../lib/money/parse-amount';

export type DepositProblem = 'amountInvalid' | 'insufficientBalance';

/**
 * What is wrong with the amount typed on Deposit, measured against the wallet's USDT (what a
 * deposit spends, SPEC 4 step 2), or undefined: an amount over the wallet's balance says so as it
 * is typed, as the other money forms do; an empty or zero amount only once Deposit is pressed.
 * Until the wallet's balance is read, nothing is said about it (the run checks it again anyway).
 */
export function checkDepositAmount(input: {
  text: string;
  walletWei: bigint | undefined;
  submitted: boolean;
}): DepositProblem | undefined {
  const amountWei = parseAmountInput(input.text);
  if (amountWei === undefined || amountWei <= 0n) {
    return input.submitted || input.text.trim() !== '' ? 'amountInvalid' : undefined;
  }
  if (input.walletWei !== undefined && amountWei > input.walletWei) return 'insufficientBalance';
  return undefined;
}
