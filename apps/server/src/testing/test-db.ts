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
 * The databases the integration suites run on: always PGlite, plus PostgreSQL when
 * DATABASE_URL is set (CI sets it), so every suite proves both.
 */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
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
  const db = await openPostgresDb(url, 20);
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
