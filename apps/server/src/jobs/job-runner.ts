import type { Db, Queryable } from '../db/db';
import { withRunLock } from './advisory-lock';
import {
  finishRun,
  insertRun,
  pruneRuns,
  reopenRun,
  saveRunCursor,
  selectLatestRun,
} from './job-runs-repository';
import { describeError } from './worker-loop';

/** One batch's result: where the next batch starts, or that the run is complete. */
export type BatchResult = { done: true } | { done: false; cursor: string };

/**
 * A background job worked in bounded batches (STYLE "Money and jobs"). `batch` runs in a
 * transaction that also saves the run's cursor, so its writes and the cursor commit together
 * and a run killed at any line resumes after the last batch that committed.
 */
export type Job = {
  name: string;
  /**
   * What a run is for, e.g. the day of a daily job: a key whose run succeeded is not run again.
   * Without it every run is a new one (a report refreshed every minute).
   */
  runKey?: () => string;
  batch: (tx: Queryable, cursor: string | null) => Promise<BatchResult>;
};

export type JobRunResult =
  | { state: 'locked' }
  | { state: 'already-done'; runId: string }
  | { state: 'succeeded'; runId: string; batches: number; resumedFrom: string | null | undefined };

/** How long finished runs without a key are kept, for an operator reading the history. */
const KEEP_RUNS_DAYS = 7;

/**
 * Runs `job` to completion under its run lock: resumes the newest unfinished run of its key from
 * the saved cursor (a run whose process died is still `running`; one that threw is `failed`), or
 * starts a new one. Answers `locked` at once when another replica is running it.
 */
export async function runJob(db: Db, job: Job): Promise<JobRunResult> {
  const result = await withRunLock(db, `job:${job.name}`, () => runLocked(db, job));
  return result.locked ? result.value : { state: 'locked' };
}

async function runLocked(db: Db, job: Job): Promise<JobRunResult> {
  const runKey = job.runKey?.() ?? '';
  const latest = await selectLatestRun(db, job.name, runKey);
  if (latest?.status === 'succeeded' && runKey !== '') return { state: 'already-done', runId: latest.id };
  const resume = latest && latest.status !== 'succeeded' ? latest : undefined;
  if (resume) await reopenRun(db, resume.id);
  const run = resume ?? (await insertRun(db, job.name, runKey));
  let cursor = run.cursor;
  let batches = 0;
  try {
    for (;;) {
      const from = cursor;
      const outcome = await db.transaction(async (tx) => {
        const result = await job.batch(tx, from);
        await saveRunCursor(tx, run.id, result.done ? from : result.cursor);
        if (result.done) await finishRun(tx, run.id, { status: 'succeeded' });
        return result;
      });
      batches++;
      if (outcome.done) break;
      cursor = outcome.cursor;
    }
  } catch (error) {
    await finishRun(db, run.id, { status: 'failed', error: describeError(error) });
    throw error;
  }
  if (runKey === '') await pruneRuns(db, job.name, KEEP_RUNS_DAYS);
  return { state: 'succeeded', runId: run.id, batches, resumedFrom: resume ? resume.cursor : undefined };
}
