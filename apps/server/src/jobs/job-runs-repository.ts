import type { Queryable } from '../db/db';

export type JobRunRow = {
  id: string;
  job: string;
  run_key: string;
  status: 'running' | 'succeeded' | 'failed';
  cursor: string | null;
  batches: number;
};

const COLUMNS = 'id::text AS id, job, run_key, status, cursor, batches';

/** The newest run of `job` for `runKey`, whatever its state. */
export async function selectLatestRun(
  db: Queryable,
  job: string,
  runKey: string,
): Promise<JobRunRow | undefined> {
  const [row] = await db.query<JobRunRow>(
    `SELECT ${COLUMNS} FROM job_runs WHERE job = $1 AND run_key = $2 ORDER BY job_runs.id DESC LIMIT 1`,
    [job, runKey],
  );
  return row;
}

export async function insertRun(db: Queryable, job: string, runKey: string): Promise<JobRunRow> {
  const [row] = await db.query<JobRunRow>(
    `INSERT INTO job_runs (job, run_key, status) VALUES ($1, $2, 'running') RETURNING ${COLUMNS}`,
    [job, runKey],
  );
  if (!row) throw new Error('job_runs insert returned no row');
  return row;
}

/** Takes up a run that died or failed, from its saved cursor. */
export async function reopenRun(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE job_runs SET status = 'running', error = NULL, finished_at = NULL WHERE id = $1`, [
    id,
  ]);
}

/** Saves where the run has got to; call it in the batch's own transaction. */
export async function saveRunCursor(tx: Queryable, id: string, cursor: string | null): Promise<void> {
  await tx.query('UPDATE job_runs SET cursor = $2, batches = batches + 1 WHERE id = $1', [id, cursor]);
}

export async function finishRun(
  db: Queryable,
  id: string,
  outcome: { status: 'succeeded' } | { status: 'failed'; error: string },
): Promise<void> {
  await db.query(`UPDATE job_runs SET status = $2, error = $3, finished_at = now() WHERE id = $1`, [
    id,
    outcome.status,
    outcome.status === 'failed' ? outcome.error : null,
  ]);
}

/** Forgets succeeded runs without a run key older than `keepDays`; keyed runs say what is done. */
export async function pruneRuns(db: Queryable, job: string, keepDays: number): Promise<void> {
  await db.query(
    `DELETE FROM job_runs WHERE job = $1 AND run_key = '' AND status = 'succeeded'
        AND finished_at < now() - make_interval(days => $2)`,
    [job, keepDays],
  );
}

/** The newest run of `job` for `runKey` as a report shows it: its state, its error, when it ran. */
export async function selectRunTimes(
  db: Queryable,
  job: string,
  runKey: string,
): Promise<
  | { status: JobRunRow['status']; error: string | null; started_at: Date; finished_at: Date | null }
  | undefined
> {
  const [row] = await db.query<{
    status: JobRunRow['status'];
    error: string | null;
    started_at: Date;
    finished_at: Date | null;
  }>(
    `SELECT status, error, started_at, finished_at FROM job_runs WHERE job = $1 AND run_key = $2 ORDER BY id DESC LIMIT 1`,
    [job, runKey],
  );
  return row;
}

/** How long the last succeeded run of `job` took, end to end; undefined before the first. */
export async function selectLastRunSeconds(db: Queryable, job: string): Promise<number | undefined> {
  const [row] = await db.query<{ seconds: number | null }>(
    `SELECT extract(epoch FROM finished_at - started_at)::float8 AS seconds FROM job_runs
      WHERE job = $1 AND status = 'succeeded' ORDER BY id DESC LIMIT 1`,
    [job],
  );
  return row?.seconds == null ? undefined : Number(row.seconds);
}
