import type { Hash } from 'viem';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection';
import type { DepositProgress } from './deposit-progress';
import { planDeposit } from './plan-deposit';

/** The chain, wallet and UI operations the deposit flow needs; injected so the flow can be tested. */
export type DepositDeps = {
  readTokenBalance: () => Promise<bigint>;
  readAllowance: () => Promise<bigint>;
  approveMax: () => Promise<Hash>;
  doRecharge: (amountWei: bigint) => Promise<Hash>;
  waitForReceipt: (hash: Hash) => Promise<{ status: 'success' | 'reverted' }>;
  /** The platform's available USDT now; undefined when it cannot be read (never blocks a deposit). */
  readPlatformAvailable: () => Promise<bigint | undefined>;
  setRechargeFlag: (running: boolean) => void;
  setProgress: (progress: DepositProgress) => void;
  toastInsufficientBalance: () => void;
  toastSubmitted: () => void;
  logError: (message: string, error: unknown) => void;
};

export type DepositOutcome = 'insufficientBalance' | 'submitted' | 'failed' | 'cancelled';

/** A receipt whose status is not success (SPEC 4 step 4: "the status is not 1"). */
export class TransactionRevertedError extends Error {
  readonly hash: Hash;
  constructor(step: 'approve' | 'doRecharge', hash: Hash) {
    super(`${step} transaction ${hash} reverted`);
    this.name = 'TransactionRevertedError';
    this.hash = hash;
  }
}

/**
 * SPEC 4 "Deposit flow", in order: set the recharge flag; check the token balance (short:
 * toast "Insufficient balance"); check the allowance, and when it is at most the amount approve
 * the maximum and wait for its receipt; then doRecharge(amount) and wait for its receipt. Status
 * success: toast "Submitted successfully" and wait for the credit. Anything else, or any error:
 * back to idle and the error only logged; a cancel in the wallet is not even logged. The flag is
 * cleared on every path.
 */
export async function runDeposit(amountWei: bigint, deps: DepositDeps): Promise<DepositOutcome> {
  deps.setRechargeFlag(true);
  deps.setProgress({ phase: 'checking', amountWei });
  try {
    const balanceWei = await deps.readTokenBalance();
    if (balanceWei < amountWei) {
      deps.toastInsufficientBalance();
      deps.setProgress({ phase: 'idle' });
      return 'insufficientBalance';
    }
    const plan = planDeposit({ balanceWei, allowanceWei: await deps.readAllowance(), amountWei });
    if (plan.kind === 'insufficientBalance') return 'insufficientBalance';
    if (plan.approve) {
      deps.setProgress({ phase: 'approving', amountWei, approveNeeded: true });
      const approveHash = await deps.approveMax();
      const approval = await deps.waitForReceipt(approveHash);
      if (approval.status !== 'success') throw new TransactionRevertedError('approve', approveHash);
    }
    const baselineWei = await deps.readPlatformAvailable().catch(() => undefined);
    deps.setProgress({ phase: 'depositing', amountWei, approveNeeded: plan.approve, baselineWei });
    const hash = await deps.doRecharge(amountWei);
    const receipt = await deps.waitForReceipt(hash);
    if (receipt.status !== 'success') throw new TransactionRevertedError('doRecharge', hash);
    deps.toastSubmitted();
    deps.setProgress({ phase: 'crediting', amountWei, approveNeeded: plan.approve, baselineWei });
    return 'submitted';
  } catch (error) {
    deps.setProgress({ phase: 'idle' });
    if (isUserRejection(error)) return 'cancelled';
    deps.logError('Deposit failed', error);
    return 'failed';
  } finally {
    deps.setRechargeFlag(false);
  }
}
