import type { WithdrawAvailability } from '@woohoo/shared/api/money';
import { LOCAL_CHAIN_WORKER, PAYOUT_WORKER } from '../../chain/worker-names';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type StoredWorkerState, selectWorkerStates } from '../../jobs/worker-state-repository';
import { type StoredPayoutSwitch, selectPayoutSwitch } from './payout-switch-repository';

/**
 * Our decision (docs/rules.md "Withdrawals while payouts are paused"): a payout worker that has
 * not reported for 3 minutes cannot reach the chain or the database, or has stopped. A tick
 * reports every poll (0.5 s locally, 3 s on BSC) and even a full batch of 20 payouts waiting for
 * their receipts takes about a minute, so 3 minutes is never a slow tick.
 */
export const PAYOUT_WORKER_SILENT_AFTER_SEC = 180;

const OPEN: WithdrawAvailability = { paused: false, reason: null, since: null };

/**
 * Whether a new withdrawal could be paid, from the workers' shared states and the payout kill
 * switch: paused while the local chain is behind its database, while the operators have stopped
 * payouts, while the payout worker is halted, or while its heartbeat is older than
 * PAYOUT_WORKER_SILENT_AFTER_SEC. No payout worker row at all (none ever ran against this
 * database: the API tests, a cluster whose worker has not started yet) is open, as before.
 */
export function judgeWithdrawalsPause(
  states: readonly StoredWorkerState[],
  payoutSwitch?: StoredPayoutSwitch,
): WithdrawAvailability {
  const local = states.find((s) => s.worker === LOCAL_CHAIN_WORKER);
  if (local?.state === 'halted') return paused('chainBehind', local.since);
  // docs/rules.md "The payout kill switch": an operator's stop is named before any worker's state.
  if (payoutSwitch?.stopped) return paused('payoutsStopped', payoutSwitch.changedAt);
  const payout = states.find((s) => s.worker === PAYOUT_WORKER);
  if (!payout) return OPEN;
  if (payout.state === 'halted') return paused('payoutsHalted', payout.since);
  if (payout.ageSec > PAYOUT_WORKER_SILENT_AFTER_SEC) return paused('payoutWorkerSilent', payout.heartbeatAt);
  return OPEN;
}

function paused(reason: NonNullable<WithdrawAvailability['reason']>, since: Date): WithdrawAvailability {
  return { paused: true, reason, since: since.toISOString() };
}

/** Reads the workers' shared states and judges them. */
export async function readWithdrawalsPause(db: Queryable): Promise<WithdrawAvailability> {
  return judgeWithdrawalsPause(
    await selectWorkerStates(db, [LOCAL_CHAIN_WORKER, PAYOUT_WORKER]),
    await selectPayoutSwitch(db),
  );
}

/** Refuses a new withdrawal (50301) while payouts are paused: a promise that cannot be kept. */
export async function assertWithdrawalsOpen(db: Queryable): Promise<void> {
  if ((await readWithdrawalsPause(db)).paused) throw new AppError('withdrawalsPaused');
}
