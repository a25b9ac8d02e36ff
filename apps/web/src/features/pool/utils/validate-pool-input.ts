import { parseAmountInput } from '../../../lib/money/parse-amount';

export type PoolInputProblem = 'amountInvalid' | 'insufficientBalance';

export type PoolInput = {
  /** The typed amount in the smallest unit, once it is a number. */
  amountWei: bigint | undefined;
  /** What to say under the field, if anything. */
  problem: PoolInputProblem | undefined;
  /** Whether Deposit or Withdraw may be tapped. */
  canSubmit: boolean;
};

/**
 * The amount typed on the pool page (docs/rules.md "The on-chain pool") against what the chosen
 * side can move (`maxWei`: the wallet's USDT for a deposit, the withdrawable stake for a
 * withdrawal), as the other money forms do: a text that is no positive amount says so as soon as
 * something is typed, an amount over the maximum says so as typed; until the maximum is read
 * nothing is said of it (the contract checks it again). An empty field says nothing and cannot
 * be sent.
 */
export function validatePoolInput(input: { text: string; maxWei: bigint | undefined }): PoolInput {
  const amountWei = parseAmountInput(input.text);
  const positive = amountWei !== undefined && amountWei > 0n;
  const problem: PoolInputProblem | undefined =
    input.text !== '' && !positive
      ? 'amountInvalid'
      : positive && input.maxWei !== undefined && amountWei > input.maxWei
        ? 'insufficientBalance'
        : undefined;
  return { amountWei, problem, canSubmit: positive && problem === undefined };
}
