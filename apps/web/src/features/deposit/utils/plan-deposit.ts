/** What the deposit does next, from the wallet's token balance and allowance (SPEC 4 "Deposit flow"). */
export type DepositPlan = { kind: 'insufficientBalance' } | { kind: 'deposit'; approve: boolean };

/**
 * SPEC 4 steps 1 and 2: a balance below the amount stops with "Insufficient balance"; an
 * allowance of at most the amount (the spec's words: equal counts) first approves the maximum.
 */
export function planDeposit(input: {
  balanceWei: bigint;
  allowanceWei: bigint;
  amountWei: bigint;
}): DepositPlan {
  if (input.balanceWei < input.amountWei) return { kind: 'insufficientBalance' };
  return { kind: 'deposit', approve: input.allowanceWei <= input.amountWei };
}
