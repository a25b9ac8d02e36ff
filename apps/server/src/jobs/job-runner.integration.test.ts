import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../db/db';
import { createTestDb, testBackends } from '../testing/test-db';
import { advisoryLockKey } from './advisory-lock';
import { type Job, runJob } from './job-runner';

/** A job that copies the numbers 1..total into `work_done`, `perBatch` at a time, cursor = last copied. */
function copyNumbersJob(total: number, perBatch: number, faults: { failAfter?: number } = {}): Job {
  let batches = 0;
  return {
    name: 'copy-numbers',
    runKey: () => 'day-1',
    async batch(tx: Queryable, cursor: string | null) {
      if (faults.failAfter !== undefined && batches++ === faults.failAfter)
        throw new Error('simulated crash');
      const from = cursor === null ? 1 : Number(cursor) + 1;
      const to = Math.min(total, from + perBatch - 1);
      for (let n = from; n <= to; n++) await tx.query('INSERT INTO work_done (n) VALUES ($1)', [n]);
      return to >= total ? { done: true } : { done: false, cursor: String(to) };
    },
  };
}

describe.each(testBackends())('job runner on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
    // PRIMARY KEY: a number copied twice (a batch re-run after its commit) fails the test.
    await db.query('CREATE TABLE work_done (n INTEGER PRIMARY KEY)');
  });
  afterEach(async () => {
    await drop();
  });

  const copied = async () =>
    (await db.query<{ n: number }>('SELECT n FROM work_done ORDER BY n')).map((r) => r.n);
  const runs = () =>
    db.query<{ status: string; cursor: string | null; batches: number; error: string | null }>(
      'SELECT status, cursor, batches, error FROM job_runs ORDER BY id',
    );

  it('works a run batch by batch and records it as succeeded', async () => {
    expect(await runJob(db, copyNumbersJob(7, 3))).toMatchObject({ state: 'succeeded', batches: 3 });
    expect(await copied()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await runs()).toEqual([{ status: 'succeeded', cursor: '6', batches: 3, error: null }]);
    // The same run key is done: a second start does nothing.
    expect(await runJob(db, copyNumbersJob(7, 3))).toMatchObject({ state: 'already-done' });
    expect(await copied()).toHaveLength(7);
  });

  it('resumes a failed run from its cursor, never redoing a committed batch', async () => {
    await expect(runJob(db, copyNumbersJob(10, 3, { failAfter: 2 }))).rejects.toThrow('simulated crash');
    expect(await copied()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await runs()).toEqual([{ status: 'failed', cursor: '6', batches: 2, error: 'simulated crash' }]);

    const result = await runJob(db, copyNumbersJob(10, 3));
    expect(result).toMatchObject({ state: 'succeeded', resumedFrom: '6', batches: 2 });
    expect(await copied()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await runs()).toMatchObject([{ status: 'succeeded', cursor: '9', batches: 4 }]);
  });

  it('takes up a run whose process died mid-way (still marked running)', async () => {
    await db.query('INSERT INTO work_done (n) VALUES (1), (2)');
    await db.query(
      `INSERT INTO job_runs (job, run_key, status, cursor, batches) VALUES ('copy-numbers', 'day-1', 'running', '2', 1)`,
    );
    expect(await runJob(db, copyNumbersJob(4, 3))).toMatchObject({ state: 'succeeded', resumedFrom: '2' });
    expect(await copied()).toEqual([1, 2, 3, 4]);
    expect(await runs()).toMatchObject([{ status: 'succeeded', batches: 2 }]);
  });

  it('runs one run at a time: a second start while one runs answers locked', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const inBatch = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow: Job = {
      name: 'slow',
      async batch() {
        entered();
        await gate;
        return { done: true };
      },
    };
    const first = runJob(db, slow);
    // Inside its batch, so holding the lock (a fixed wait raced the lock on a slow machine).
    await inBatch;
    expect(await runJob(db, slow)).toEqual({ state: 'locked' });
    if (backend === 'postgres') {
      // Another session (another replica) cannot take the run lock either.
      const key = advisoryLockKey('job:slow').toString();
      const [row] = await db.withConnection((conn) =>
        conn.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]),
      );
      expect(row?.locked).toBe(false);
    }
    release();
    expect(await first).toMatchObject({ state: 'succeeded' });
    // Released after the run: the next one goes ahead, a new run since there is no key.
    expect(await runJob(db, slow)).toMatchObject({ state: 'succeeded' });
    expect(await runs()).toHaveLength(2);
  });
});
