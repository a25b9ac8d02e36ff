import type { Db } from '../../db/db';
import type { WorkerLog } from '../../jobs/worker-loop';

/** What the settlement's job, its computation and its operator routes need. */
export type SettlementDeps = {
  db: Db;
  now: () => Date;
  log?: WorkerLog;
  /**
   * The size of a batch: reward lines per posting batch (whole users), users per assessment
   * batch. Tests make it small to have many batches.
   */
  batchSize?: number;
  /**
   * The local run mode only: an operator may close the running day early (`settle <day> --early`)
   * to see a settlement without waiting for 21:00 UTC+8. Never in production configuration.
   */
  allowEarly?: boolean;
};
