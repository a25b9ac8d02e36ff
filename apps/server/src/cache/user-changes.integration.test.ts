import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { BEGIN, EVERY_USER, PREPARE_SESSION, setIdOf } from '../db/announce-after-commit';
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-db';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-notifications';
import { deposit, newUser, T } from '../testing/money-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';
import { USER_CHANGED_CHANNEL } from './user-caches';
import { selectChangeSet } from './user-change-sets-repository';

/** Every announcement on the channel, in order, as this process hears it. */
async function hear(db: Db) {
  const heard: string[] = [];
  const live: boolean[] = [];
  const stop = await db.listen(
    USER_CHANGED_CHANNEL,
    (userId) => heard.push(userId),
    (value) => live.push(value),
  );
  // On PostgreSQL, what earlier steps (sign-ins) announced may still be on its way to the
  // listening connection: let it land, then start counting.
  await settle();
  heard.length = 0;
  return { heard, live, stop };
}

/** Longer than an announcement takes to arrive (milliseconds) on a loaded machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * What the read caches rely on. The database announces each committed change of a user's balances,
 * sessions or cached fields, to its own process before the committing statement returns, and never
 * a rolled-back one.
 */
describe.each(testBackends())('user change announcements on %s', (backend) => {
  let ctx: TestContext;
  afterEach(async () => {
    await ctx.close();
  });

  // On PostgreSQL one change is heard twice, from the committing connection and from the
  // listening one: the tests look for who was announced, not how often.
  it("announces a committed balance change, a session's end and a user's new referrer, at once", async () => {
    ctx = await createTestApp(backend);
    const [alice, bob, carol, dave] = [
      await newUser(ctx),
      await newUser(ctx),
      await newUser(ctx),
      await newUser(ctx),
    ];
    const { heard, stop } = await hear(ctx.db);

    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 5n * T));
    expect(new Set(heard)).toEqual(new Set([alice.id]));

    await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(new Set(heard)).toEqual(new Set([alice.id, bob.id]));

    await ctx.db.query('UPDATE users SET pid = $2 WHERE id = $1', [carol.id, alice.account.address]);
    expect(new Set(heard)).toEqual(new Set([alice.id, bob.id, carol.id]));
    // A column no cache holds: no announcement.
    await ctx.db.query('UPDATE users SET kyc1_at = now() WHERE id = $1', [dave.id]);
    await settle();
    expect(heard).not.toContain(dave.id);
    await stop();
  });

  it('announces nothing for a rolled-back change', async () => {
    ctx = await createTestApp(backend);
    const alice = await newUser(ctx);
    const bob = await newUser(ctx);
    const { heard, stop } = await hear(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await deposit(tx, bob.account.address, 5n * T);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 1n * T));
    expect(heard).toContain(alice.id);
    await settle();
    expect(heard).not.toContain(bob.id);
    await stop();
  });

  it.runIf(backend === 'postgres')(
    "gathers a transaction's changed users and announces them after its commit, not in it",
    async () => {
      ctx = await createTestApp(backend);
      const alice = await newUser(ctx);
      const { heard, stop } = await hear(ctx.db);
      const gathered = await ctx.db.transaction(async (tx) => {
        await deposit(tx, alice.account.address, 5n * T);
        // Gathered for after the commit (migration 047); nothing is announced inside it.
        return (
          await tx.query<{ id: string }>('SELECT user_id::text AS id FROM pg_temp.woohoo_changed_users')
        ).map((row) => row.id);
      });
      expect(gathered).toEqual([alice.id]);
      expect(heard).toContain(alice.id);
      // The list is emptied with the commit: the connection's next transaction starts with none.
      const left = await ctx.db.transaction((tx) =>
        tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_temp.woohoo_changed_users'),
      );
      expect(left).toEqual([{ n: 0 }]);
      await stop();
    },
  );

  it.runIf(backend === 'postgres')(
    'announces a transaction that changed more than a thousand users as one stored set of them',
    async () => {
      ctx = await createTestApp(backend);
      const ids = await ctx.db.query<{ id: string }>(
        `INSERT INTO users (address) SELECT '0x' || lpad(to_hex(n), 40, '0') FROM generate_series(1, 1001) AS n
         RETURNING id::text AS id`,
      );
      const { heard, stop } = await hear(ctx.db);
      await ctx.db.transaction((tx) =>
        tx.query("UPDATE users SET created_at = created_at - interval '1 day' WHERE id = ANY($1::bigint[])", [
          ids.map((row) => row.id),
        ]),
      );
      // This process hears each user at once; the others hear the set (migration 059).
      await settle();
      const sets = [...new Set(heard.filter((payload) => payload.startsWith('#')))];
      expect(sets).toHaveLength(1);
      expect(new Set(heard.filter((payload) => !payload.startsWith('#')))).toEqual(
        new Set(ids.map((row) => row.id)),
      );
      expect(await selectChangeSet(ctx.db, setIdOf(sets[0]!)!)).toEqual(ids.map((row) => row.id));
      await stop();
    },
  );

  it('announces one statement that changed more than a thousand accounts as one stored set of them', async () => {
    ctx = await createTestApp(backend);
    const ids = (
      await ctx.db.query<{ id: string }>(
        `INSERT INTO users (address) SELECT '0x' || lpad(to_hex(n), 40, '0') FROM generate_series(1, 1001) AS n
         RETURNING id::text AS id`,
      )
    ).map((row) => row.id);
    await ctx.db.query(
      `INSERT INTO ledger_accounts (owner, user_id, asset, bucket)
       SELECT 'u:' || id, id, 'USDT', 'available' FROM users`,
    );
    const { heard, stop } = await hear(ctx.db);
    await ctx.db.transaction((tx) =>
      tx.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE owner LIKE 'u:%'"),
    );
    await settle();
    const sets = [...new Set(heard.filter((payload) => payload.startsWith('#')))];
    expect(sets).toHaveLength(1);
    expect(heard).not.toContain(EVERY_USER);
    const stored = await selectChangeSet(ctx.db, setIdOf(sets[0]!)!);
    expect(new Set(stored)).toEqual(new Set(ids));
    await stop();
  });

  it.runIf(backend === 'postgres')(
    'announces every user when a process starts, for a change a killed process committed but never announced',
    async () => {
      ctx = await createTestApp(backend);
      const alice = await newUser(ctx);
      const { heard, stop } = await hear(ctx.db);
      // What a process killed right after its COMMIT leaves: the change gathered for after the
      // commit (migration 047), committed, and never announced.
      const killed = new pg.Client({ connectionString: ctx.dbUrl });
      await killed.connect();
      try {
        await killed.query(PREPARE_SESSION);
        await killed.query(`${BEGIN}; UPDATE users SET pid = NULL WHERE id = ${Number(alice.id)}; COMMIT`);
      } finally {
        await killed.end();
      }
      await settle();
      expect(heard).not.toContain(alice.id);
      // Its restart connects, and every other process drops what it holds.
      const restarted = await openPostgresDb(ctx.dbUrl as string, { poolSize: 1 });
      try {
        await expect.poll(() => heard, { timeout: 2000, interval: 10 }).toContain(EVERY_USER);
      } finally {
        await restarted.close();
        await stop();
      }
    },
  );

  it.runIf(backend === 'postgres')(
    'says when announcements may be lost, and resumes them on a new connection',
    async () => {
      ctx = await createTestApp(backend);
      const alice = await newUser(ctx);
      const { heard, live, stop } = await hear(ctx.db);
      expect(live).toEqual([true]);
      const admin = new pg.Client({ connectionString: ctx.dbUrl });
      await admin.connect();
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
            [LISTENER_APPLICATION_NAME],
          )
        ).rows.map((row) => row.pid);
      try {
        const before = await listeners();
        expect(before).toHaveLength(1);
        // The listening connection is cut, as a failover would.
        await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
        await expect.poll(() => live, { timeout: 2000, interval: 10 }).toEqual([true, false]);
        await expect.poll(() => live, { timeout: 5000, interval: 50 }).toEqual([true, false, true]);
        const after = await listeners();
        expect(after).toHaveLength(1);
        expect(after).not.toEqual(before);
        // A change committed by another process is heard again.
        await admin.query('UPDATE users SET pid = NULL WHERE id = $1', [alice.id]);
        await expect.poll(() => heard, { timeout: 2000, interval: 10 }).toContain(alice.id);
      } finally {
        await admin.end();
        await stop();
      }
    },
  );
});
