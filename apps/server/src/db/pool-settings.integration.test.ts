import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { tuneSettlementTransaction } from '../modules/settlement/settlement-repository';
import { freshDbs } from '../testing/fresh-dbs';
import type { Db } from './db';
import { MIGRATION_LOCK_ID, migrate } from './migrate';
import { openDb } from './open-db';

/** DB_POOL_SIZE and DB_STATEMENT_TIMEOUT_MS as main.ts opens the pool (docs/rules.md "Statement timeout"). */
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool settings', () => {
  const freshDb = freshDbs('postgres');
  const openWith = async (env: Record<string, string>): Promise<{ db: Db; url: string }> => {
    const { url } = await freshDb();
    if (!url) throw new Error('no url');
    const config = loadConfig({ ...env, DATABASE_URL: url });
    return { db: await openDb(config), url };
  };

  it('gives every connection the configured statement timeout and cancels a statement past it', async () => {
    const { db } = await openWith({ DB_STATEMENT_TIMEOUT_MS: '150' });
    try {
      expect(await db.query<{ statement_timeout: string }>('SHOW statement_timeout')).toEqual([
        { statement_timeout: '150ms' },
      ]);
      await expect(db.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
      // The pool goes on after the cancel.
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('defaults to 30 s', async () => {
    const { db } = await openWith({});
    try {
      expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '30s' }]);
    } finally {
      await db.close();
    }
  });

  it('opens at most DB_POOL_SIZE connections', async () => {
    const { db } = await openWith({ DB_POOL_SIZE: '2' });
    try {
      const pids = await Promise.all(
        [1, 2, 3, 4, 5].map(async () => {
          const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.1)');
          return row?.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('lets the settlement and the migrations run past the timeout', async () => {
    const { db, url } = await openWith({ DB_STATEMENT_TIMEOUT_MS: '100' });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await db.transaction(async (tx) => {
        await tuneSettlementTransaction(tx);
        await tx.query('SELECT pg_sleep(0.3)');
      });
      // Another replica migrating: this one waits for its lock longer than the timeout.
      await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const migrated = migrate(db);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      expect(await migrated).toEqual([]);
    } finally {
      await other.end();
      await db.close();
    }
  });
});
