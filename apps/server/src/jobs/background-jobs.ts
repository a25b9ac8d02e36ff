import { LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { type ChainWorkersOptions, startChainWorkers } from '../chain/chain-workers';
import { configuredLiabilitiesPublisher, publishPendingRoots } from '../chain/liabilities-publisher';
import { settleDue } from '../modules/settlement/settlement-service';
import { stakeExpiryJob } from '../modules/stake/stake-service';
import { buildDueLiabilities } from '../modules/transparency/liabilities-service';
import type { TransparencySnapshots } from '../modules/transparency/transparency-snapshots';
import { positionReleaseJob } from '../modules/woohoo/woohoo-service';
import { withRunLock } from './advisory-lock';
import { runJob } from './job-runner';
import { createWorkerLoop } from './worker-loop';

/** Our decision: the public report is at most a minute old when nothing happens. */
export const TRANSPARENCY_SNAPSHOT_EVERY_MS = 60_000;

/**
 * Our decision: an expired stake's principal is back in available within 30 seconds, and the
 * day's release of locked positions runs on the first pass of each day (UTC+8).
 */
export const STAKE_EXPIRY_EVERY_MS = 30_000;

/** Our decision: the scheduler looks for a closed day to settle every minute. */
export const SETTLEMENT_CHECK_EVERY_MS = 60_000;

/**
 * Everything `npm start` runs in the background: the deposit indexer and the payout worker, the
 * stake expiry job that returns due principals, the daily release of locked positions, and
 * the daily settlement after each 21:00 UTC+8, and the reconciliation that writes the transparency snapshot every minute, after each worker batch
 * that moved money, and whenever a worker halts or recovers. Returns a stop that waits for all.
 */
export function startBackgroundJobs(
  opts: Omit<ChainWorkersOptions, 'onBatch'> & {
    transparency: TransparencySnapshots;
    snapshotEveryMs?: number;
    /** False while the chain cannot be worked (a local chain behind its database): report only. */
    chainWorkers?: boolean;
  },
) {
  const snapshots = createWorkerLoop(
    'transparency snapshot',
    async () => {
      await opts.transparency.refresh();
      return false;
    },
    opts.snapshotEveryMs ?? TRANSPARENCY_SNAPSHOT_EVERY_MS,
    opts.log,
  );
  opts.workerStatus.onChange(snapshots.trigger);
  const liabilitiesPublisher =
    opts.chainWorkers === false
      ? undefined
      : configuredLiabilitiesPublisher(
          opts.config,
          opts.chain,
          opts.log,
          opts.config.chainId === LOCAL_CHAIN_ID,
        );
  const stakeExpiry = createWorkerLoop(
    'stake expiry and position release',
    async () => {
      const now = () => new Date();
      const expiry = await runJob(opts.db, stakeExpiryJob(now));
      const release = await runJob(opts.db, positionReleaseJob(now));
      // The report follows each pass, so a returned principal or a release shows within the pass.
      if (expiry.state === 'succeeded' || release.state === 'succeeded') snapshots.trigger();
      return false;
    },
    STAKE_EXPIRY_EVERY_MS,
    opts.log,
  );
  // After each 21:00 UTC+8 boundary (SPEC 9) the closed day is settled (a missed day too, in
  // order); a run cut short resumes on the next pass. The advisory lock keeps it to one replica.
  const settlement = createWorkerLoop(
    'daily settlement',
    async () => {
      if (await settleDue({ db: opts.db, now: () => new Date(), log: opts.log })) snapshots.trigger();
      // The day's proof of liabilities after its settlement, so the day's rewards are in it
      // (docs/rules.md "Proof of liabilities"); built once per day, then published on chain.
      await buildDueLiabilities(opts.db, new Date());
      // One replica publishes at a time: a second sender would only see its transaction revert.
      if (liabilitiesPublisher)
        await withRunLock(opts.db, 'job:liabilities-publish', () =>
          publishPendingRoots(opts.db, liabilitiesPublisher),
        );
      return false;
    },
    SETTLEMENT_CHECK_EVERY_MS,
    opts.log,
  );
  const stopWorkers =
    opts.chainWorkers === false
      ? async () => undefined
      : startChainWorkers({ ...opts, onBatch: snapshots.trigger });
  snapshots.start();
  stakeExpiry.start();
  settlement.start();
  return async () => {
    await stopWorkers();
    await settlement.stop();
    await stakeExpiry.stop();
    await snapshots.stop();
  };
}
