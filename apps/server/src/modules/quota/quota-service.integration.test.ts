import { QUOTA_SHARDS } from '@woohoo/shared/quota-shards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/db';
import { createTestDb } from '../../testing/test-db';
import { NODE_SUPPLY, takeQuota } from './quota-service';

/**
 * Quota shards under contention, on PostgreSQL (PGlite runs one connection, so transactions there
 * never interleave): a buy whose own shard was filled while it waited, and another buy's fallback
 * that locks every shard, both finish. At READ COMMITTED an UPDATE that waited for a row and finds
 * the new version no longer matches still holds its lock; carried into its own fallback, that
 * lock closed a cycle with the other fallback (deadlock detected, one of them failed).
 */
describe.skipIf(!process.env.DATABASE_URL)('quota shards under contention', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb('postgres'));
  });
  afterAll(async () => {
    await drop();
  });

  /** Runs `fn` in a transaction of its own connection, committing when `commit` resolves. */
  const inTransaction = (
    fn: (tx: Queryable) => Promise<boolean>,
    commit: Promise<void> = Promise.resolve(),
  ) =>
    db.withConnection(async (tx) => {
      await tx.query('BEGIN');
      try {
        const taken = await fn(tx);
        await commit;
        await tx.query('COMMIT');
        return taken;
      } catch (error) {
        await tx.query('ROLLBACK');
        throw error;
      }
    });

  const waitingForLocks = async (n: number) => {
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (row?.n === n) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`never saw ${n} transactions waiting for a lock`);
  };

  it('a fast path that lost its room while it waited lets go of its row before the fallback', async () => {
    // Every 'main' shard may sell one share of a supply of 32 (split for it); shard 6 is full.
    await db.query(
      `UPDATE node_sales_counters SET sold = CASE WHEN shard = 6 THEN 1 ELSE 0 END, allotment = 1, for_quota = $1
        WHERE kind = 'main'`,
      [QUOTA_SHARDS],
    );
    const supply = BigInt(QUOTA_SHARDS);
    let releaseFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    // Order 5 fills shard 5 and holds it until told to commit.
    const first = inTransaction((tx) => takeQuota(tx, NODE_SUPPLY, 'main', '5', 1n, supply), firstMayCommit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Order 37 (shard 5 too) waits for shard 5; order 6 finds shard 6 full and locks every shard
    // in order, up to shard 5.
    const second = inTransaction((tx) =>
      takeQuota(tx, NODE_SUPPLY, 'main', String(5 + QUOTA_SHARDS), 1n, supply),
    );
    await waitingForLocks(1);
    const third = inTransaction((tx) => takeQuota(tx, NODE_SUPPLY, 'main', '6', 1n, supply));
    await waitingForLocks(2);
    releaseFirst();
    expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
    const [sold] = await db.query<{ sold: number }>(
      "SELECT sum(sold)::int AS sold FROM node_sales_counters WHERE kind = 'main'",
    );
    expect(sold?.sold).toBe(4);
  }, 30_000);
});
