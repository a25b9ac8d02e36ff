import { formatAmount } from '@woohoo/shared/format-amount';
import { payoutCovered } from '@woohoo/shared/rules/treasury-limits';
import { type Address, erc20Abi, type PublicClient } from 'viem';
import type { Queryable } from '../../../db/db';
import { describeError, type WorkerLog } from '../../../jobs/worker-loop';
import type { NewWithdrawal } from '../payout-repository';
import { endPayoutWait, markPayoutWaiting, payoutsInFlight } from '../payout-service';
import { selectSweepInFlightTotal } from '../sweep-repository';

/**
 * Whether the treasury can send one payout now (docs/rules.md "Treasury limits"). A payout larger
 * than what the treasury holds, less what payouts signed and not yet mined will take, is not
 * signed: it would only revert on chain, and a reverted payout is never retried by itself. It
 * stays approved (its user sees "processing"), the reason is recorded for the operator, and the
 * next tick reads the balance again, so it is paid once the treasury is funded.
 */
export type PayoutFunding = { covers: (withdrawal: NewWithdrawal, token: Address) => Promise<boolean> };

export function createPayoutFunding(options: {
  db: Queryable;
  publicClient: PublicClient;
  chainId: number;
  from: Address;
  log: WorkerLog;
}): PayoutFunding {
  const { db, publicClient, chainId, from, log } = options;
  return {
    covers: async (withdrawal, token) => {
      const sentWei = BigInt(withdrawal.amount) - BigInt(withdrawal.fee);
      let balanceWei: bigint;
      try {
        balanceWei = await publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [from],
        });
      } catch (error) {
        log.warn(
          `payout worker: treasury balance not read, withdrawal ${withdrawal.id} waits: ${describeError(error)}`,
        );
        return false;
      }
      // A sweep to cold not yet mined takes its amount first (docs/rules.md "Hot float and sweeps").
      const inFlightWei =
        (await payoutsInFlight(db, chainId, from, withdrawal.asset)) +
        (await selectSweepInFlightTotal(db, chainId, from, withdrawal.asset));
      if (payoutCovered({ balanceWei, inFlightWei, sentWei })) {
        if (await endPayoutWait(db, withdrawal.id))
          log.info(`payout worker: the treasury is funded again; withdrawal ${withdrawal.id} is paid now`);
        return true;
      }
      const reason = waitReason(withdrawal.asset, { balanceWei, inFlightWei, sentWei });
      if (await markPayoutWaiting(db, withdrawal.id, reason))
        log.warn(`payout worker: withdrawal ${withdrawal.id} waits for funds: ${reason}`);
      return false;
    },
  };
}

/** The operator's words for a payout waiting for funds. */
export function waitReason(
  asset: string,
  amounts: { balanceWei: bigint; inFlightWei: bigint; sentWei: bigint },
): string {
  const held = `the treasury holds ${formatAmount(amounts.balanceWei)} ${asset}`;
  const inFlight =
    amounts.inFlightWei > 0n
      ? ` (${formatAmount(amounts.inFlightWei)} of it owed to payouts not yet mined)`
      : '';
  return `waiting for funds: ${held}${inFlight}, less than the ${formatAmount(amounts.sentWei)} this payout sends`;
}
