import { afterEach, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../db/db';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';
import { createUserCaches, type UserCaches } from './user-caches';

/**
 * A change of more than a thousand users at once (the daily settlement's batches) drops from the
 * read caches exactly the users it changed (migration 059, docs/rules.md "Read caches and large
 * changes"): a changed user's cached balance is read again, an unchanged user's entry stays.
 */
const CHANGED = 1_001;

/** The database, counting the balance reads that reach it. */
function counting(db: Db): { db: Db; balanceReads: () => number } {
  let reads = 0;
  const counted: Db = Object.create(db);
  counted.query = (sql, params) => {
    if (/FROM ledger_accounts/.test(sql) && !/user_change_sets/.test(sql)) reads++;
    return db.query(sql, params);
  };
  return { db: counted, balanceReads: () => reads };
}

const usdtAvailable = async (caches: UserCaches, userId: string) =>
  (await caches.balances.get(userId)).find((b) => b.asset === 'USDT')?.available;

describe.each(testBackends())('read caches after a change of many users on %s', (backend) => {
  let ctx: TestContext;
  let caches: UserCaches | undefined;
  afterEach(async () => {
    await caches?.stop();
    caches = undefined;
    await ctx.close();
  });

  /** CHANGED + 1 users with a USDT account each, holding 5; the last is the one left alone. */
  async function users(): Promise<{ changed: string[]; untouched: string }> {
    const ids = (
      await ctx.db.query<{ id: string }>(
        `INSERT INTO users (address) SELECT '0x' || lpad(to_hex(n), 40, '0') FROM generate_series(1, ${CHANGED + 1}) AS n
         RETURNING id::text AS id`,
      )
    ).map((row) => row.id);
    await ctx.db.query(
      `INSERT INTO ledger_accounts (owner, user_id, asset, bucket, balance)
       SELECT 'u:' || id, id, 'USDT', 'available', 5 FROM unnest($1::bigint[]) AS id`,
      [ids],
    );
    // What these inserts announced lands before the caches under test exist.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { changed: ids.slice(0, CHANGED), untouched: ids.at(-1)! };
  }

  const credit = 'UPDATE ledger_accounts SET balance = balance + 1 WHERE user_id = ANY($1::bigint[])';
  const changes: [string, (tx: Queryable, ids: string[]) => Promise<unknown>][] = [
    ['one statement', (tx, ids) => tx.query(credit, [ids])],
    [
      // Each statement under the account trigger's limit: the transaction gathers them.
      'a transaction of many small statements',
      async (tx, ids) => {
        for (let at = 0; at < ids.length; at += 100) await tx.query(credit, [ids.slice(at, at + 100)]);
      },
    ],
  ];

  it.each(changes)('drops exactly the changed users after %s', async (name, change) => {
    ctx = await createTestApp(backend);
    const { changed, untouched } = await users();
    const reads = counting(ctx.db);
    caches = await createUserCaches(reads.db);
    const [first, last] = [changed[0]!, changed.at(-1)!];
    for (const id of [first, last, untouched]) expect(await usdtAvailable(caches, id)).toBe('5');
    const before = reads.balanceReads();
    // Cached: no read reaches the database.
    for (const id of [first, last, untouched]) await usdtAvailable(caches, id);
    expect(reads.balanceReads()).toBe(before);

    await ctx.db.transaction((tx) => change(tx, changed));

    // Each changed user's new balance shows within the promised delay ...
    await expect.poll(() => usdtAvailable(caches!, first), { timeout: 2000, interval: 10 }).toBe('6');
    await expect.poll(() => usdtAvailable(caches!, last), { timeout: 2000, interval: 10 }).toBe('6');
    // ... and the user the change left alone is still served from memory.
    const afterChanged = reads.balanceReads();
    expect(await usdtAvailable(caches, untouched)).toBe('5');
    expect(reads.balanceReads()).toBe(afterChanged);
    // The announcement named a stored set, not every user (PGlite announces at each statement's
    // commit, without the adapter's gathering: small statements name their users one by one).
    if (backend === 'pglite' && name !== changes[0]![0]) return;
    const sets = await ctx.db.query<{ n: number }>(
      'SELECT cardinality(user_ids)::int AS n FROM user_change_sets ORDER BY id DESC LIMIT 1',
    );
    expect(sets).toEqual([{ n: CHANGED }]);
  });

  it('drops everything when an announced set is no longer stored', async () => {
    ctx = await createTestApp(backend);
    const { untouched } = await users();
    const reads = counting(ctx.db);
    caches = await createUserCaches(reads.db);
    expect(await usdtAvailable(caches, untouched)).toBe('5');
    const before = reads.balanceReads();
    await ctx.db.query("SELECT pg_notify('user_changed', '#999999999')");
    await expect
      .poll(
        async () => {
          await usdtAvailable(caches!, untouched);
          return reads.balanceReads();
        },
        { timeout: 2000, interval: 10 },
      )
      .toBeGreaterThan(before);
  });
});
