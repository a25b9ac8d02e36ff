import { resolve } from 'node:path';
import type { Config } from '../config/env';
import type { WarnLog } from '../server-logger';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder. */
export function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'db'>>,
  log?: WarnLog,
): Promise<Db> {
  return config.databaseUrl
    ? openPostgresDb(config.databaseUrl, { ...config.db, log })
    : openPgliteDb(resolve(config.dataDir, 'pglite'));
}
