import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import {
  createPostgresDatabase,
  databaseUrl,
  dropPostgresDatabase,
  POSTGRES_TEMPLATE_ENV,
  pgliteStartFromTemplate,
} from './db-templates';

export type Backend = 'pglite' | 'postgres';

/**
 * The database an integration suite runs on: PostgreSQL when DATABASE_URL is set (CI sets it, and
 * production runs on it), PGlite otherwise (DESIGN "Tests"). The business code never branches on
 * the database (db/db.ts is the one seam), so running every suite on both proved the same SQL twice
 * and doubled the server suite; the seam itself is proved on both by `bothBackends()`'s suites, and
 * every browser spec runs the product on PGlite. TEST_BACKENDS=pglite,postgres runs every suite on
 * both, as before.
 */
export function testBackends(): Backend[] {
  const chosen = process.env.TEST_BACKENDS;
  if (chosen) return parseBackends(chosen);
  return process.env.DATABASE_URL ? ['postgres'] : ['pglite'];
}

/**
 * Both databases where DATABASE_URL is set: for the suites that prove the seam itself (the
 * adapters' transactions, COPY, batch writes, the ledger and money core, settlement at size).
 */
export function bothBackends(): Backend[] {
  const chosen = process.env.TEST_BACKENDS;
  if (chosen) return parseBackends(chosen);
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function parseBackends(list: string): Backend[] {
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`TEST_BACKENDS: unknown database ${unknown.join(', ')}`);
  return names as Backend[];
}

/**
 * A fresh, migrated database of its own; `drop()` closes and removes it. On PostgreSQL, `url`
 * reaches it, for processes that open their own connections. A copy of the test run's migrated
 * template where there is one (testing/db-templates.ts), migrated here otherwise.
 */
export async function createTestDb(
  backend: Backend,
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  if (backend === 'pglite') {
    const start = pgliteStartFromTemplate();
    const db = await openPgliteDb(undefined, start);
    if (!start) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required for the postgres backend');
  const name = `woohoo_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await createPostgresDatabase(serverUrl, name, template);
  const url = databaseUrl(serverUrl, name);
  const db = await openPostgresDb(url, { poolSize: 20 });
  if (!template) await migrate(db);
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}
