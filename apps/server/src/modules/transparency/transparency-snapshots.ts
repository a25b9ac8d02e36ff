import type { TransparencyReport } from '@woohoo/shared/api/money';
import { ASSETS, type Asset } from '@woohoo/shared/assets';
import { type WalletSnapshot, walletsTotal } from '../../chain/holdings';
import type { Db, Queryable } from '../../db/db';
import { useRepeatableRead } from '../../db/repeatable-read';
import { type Job, type JobRunResult, runJob } from '../../jobs/job-runner';
import { buildTransparencyReport } from './transparency-service';
import { insertSnapshot, selectLatestSnapshot } from './transparency-snapshot-repository';

export const TRANSPARENCY_JOB = 'transparency-snapshot';

export type TransparencySnapshotDeps = {
  db: Db;
  onChainHoldings: (asset: Asset) => Promise<bigint | null>;
  /**
   * The hot and cold wallets read at one block (chain/holdings.ts); when given, the report counts
   * them per address and together, and `onChainHoldings` is not asked.
   */
  walletHoldings?: (assets: readonly Asset[]) => Promise<WalletSnapshot>;
  /** Problems from outside the books, e.g. halted workers; they turn the report red. */
  extraProblems: () => readonly string[];
  now?: () => Date;
};

export type TransparencySnapshots = {
  /** Runs the reconciliation now and stores its report (skipped while another replica runs it). */
  refresh: () => Promise<JobRunResult>;
  /** The newest stored report; computed and stored first when there is none yet. */
  latest: () => Promise<TransparencyReport>;
};

/**
 * The public report served from a snapshot: the reconciliation aggregates the whole
 * ledger, so it runs as a job (every minute and after each worker batch, see main.ts), never
 * per anonymous request.
 */
export function createTransparencySnapshots(deps: TransparencySnapshotDeps): TransparencySnapshots {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  let firstRun: Promise<JobRunResult> | undefined;

  const refresh = async () => {
    // Read the chain before the transaction: an RPC call must not hold the database.
    const snapshot = deps.walletHoldings ? await deps.walletHoldings(ASSETS).catch(() => null) : null;
    const holdings = new Map(
      await Promise.all(
        ASSETS.map(
          async (asset) =>
            [
              asset,
              deps.walletHoldings
                ? walletsTotal(snapshot?.wallets(asset) ?? null)
                : await deps.onChainHoldings(asset).catch(() => null),
            ] as const,
        ),
      ),
    );
    const job: Job = {
      name: TRANSPARENCY_JOB,
      async batch(tx) {
        // One consistent view of the ledger and the chain records: under READ COMMITTED a deposit
        // committed between two of the report's queries would make sound books look broken.
        await useRepeatableRead(tx);
        const report = await buildTransparencyReport(
          tx,
          async (asset) => holdings.get(asset) ?? null,
          deps.extraProblems(),
          now(),
          snapshot,
        );
        await insertSnapshot(tx, report);
        return { done: true };
      },
    };
    return runJob(db, job);
  };

  const latest = async (): Promise<TransparencyReport> => {
    const stored = await selectLatestSnapshot(db);
    if (stored) return stored;
    // One computation per process however many callers arrive before the first snapshot.
    firstRun ??= refresh().finally(() => {
      firstRun = undefined;
    });
    await firstRun;
    return (
      (await selectLatestSnapshot(db)) ??
      // Another replica is writing the first one right now: answer without storing.
      buildTransparencyReport(db, deps.onChainHoldings, deps.extraProblems(), now())
    );
  };

  return { refresh, latest };
}

/**
 * The newest stored report as the monitoring reads it (modules/health/metrics-sources.ts): never
 * computed on a scrape, none before the first snapshot job ran.
 */
export function storedTransparencyReport(db: Queryable): Promise<TransparencyReport | undefined> {
  return selectLatestSnapshot(db);
}
