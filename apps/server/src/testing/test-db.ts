import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';

export type Backend = 'pglite' | 'postgres';

/**
 * The databases the integration suites run on: always PGlite, plus PostgreSQL when
 * DATABASE_URL is set (CI sets it), so every suite proves both.
 */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database of its own; `drop()` closes and removes it. On PostgreSQL, `url`
 * reaches it, for processes that open their own connections.
 */
export async function createTestDb(
  backend: Backend,
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  if (backend === 'pglite') {
    const db = await openPgliteDb();
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required for the postgres backend');
  const name = `woohoo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString(), 20);
  await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // The pool's sockets close a moment after pool.end(); wait for them rather than cut them.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleaner.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await cleaner.end();
    },
  };
}
