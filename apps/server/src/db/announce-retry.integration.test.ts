import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../cache/user-caches';
import { deposit, newUser, T } from '../testing/money-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';
import * as afterCommit from './announce-after-commit';
import type { Db } from './db';
import { openPostgresDb } from './postgres-db';

/** Every announcement `db`'s process hears, from now on. */
async function hear(db: Db) {
  const heard: string[] = [];
  const stop = await db.listen(USER_CHANGED_CHANNEL, (userId) => heard.push(userId));
  return { heard, stop };
}

/**
 * A transaction committed, then the announcement of the users it changed failed on its connection
 * (postgres-db.ts; in production, a connection lost between the two): the change stands, this
 * process forgets every user at once, and every other process is told to on another connection.
 */
describe.runIf(testBackends().includes('postgres'))('an announcement lost after a commit', () => {
  let ctx: TestContext;
  afterEach(async () => {
    vi.restoreAllMocks();
    await ctx.close();
  });

  it('keeps the commit, forgets every user here, and announces every user from another connection', async () => {
    ctx = await createTestApp('postgres');
    const alice = await newUser(ctx);
    // Another replica; what was announced before (sign-up, its start) lands before counting starts.
    const other = await openPostgresDb(ctx.dbUrl as string, { poolSize: 1 });
    const here = await hear(ctx.db);
    const there = await hear(other);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      here.heard.length = 0;
      there.heard.length = 0;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // The announcement's statement fails once the transaction has committed: its connection
      // finds a function of the same name first on the path this transaction set for its session.
      await ctx.db.exec(`CREATE SCHEMA announce_trap;
        CREATE FUNCTION announce_trap.unnest(text[]) RETURNS SETOF text LANGUAGE plpgsql
          AS $$ BEGIN RAISE EXCEPTION 'the connection is gone'; END $$`);
      const result = await ctx.db.transaction(async (tx) => {
        await deposit(tx, alice.account.address, 5n * T);
        await tx.query("SELECT set_config('search_path', 'announce_trap, pg_catalog, public', false)");
        return 'committed';
      });
      expect(result).toBe('committed');
      // The change stands.
      const [row] = await ctx.db.query<{ balance: string }>(
        "SELECT balance FROM ledger_accounts WHERE user_id = $1 AND asset = 'USDT' AND bucket = 'available'",
        [alice.id],
      );
      expect(row?.balance).toBe((5n * T).toString());
      // This process let go of every user before the transaction returned ...
      expect(here.heard).toContain(afterCommit.EVERY_USER);
      // ... and the other process hears "every user" from the announcement sent again.
      await expect.poll(() => there.heard, { timeout: 2000, interval: 10 }).toContain(afterCommit.EVERY_USER);
      expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
        /announcing changed users failed/,
      );
      // The pool goes on with a live connection.
      expect(await ctx.db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await here.stop();
      await there.stop();
      await other.close();
    }
  });
});
