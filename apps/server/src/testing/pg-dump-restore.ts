import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createPostgresDatabase, databaseUrl, dropPostgresDatabase } from './db-templates';

/**
 * A database backup as an operator takes one, and its restore after a lost disk, for the tests
 * of docs/rules.md "Payouts exactly once": `pg_dump` of the whole database as SQL, loaded by
 * `psql` into a FRESH database (not a copy of the test run's template), stopping at any error.
 */

/** Whether pg_dump and psql can be run here, with a PostgreSQL server to run them against. */
export function canDumpAndRestore(): boolean {
  if (!process.env.DATABASE_URL) return false;
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    execFileSync('psql', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    // Either is missing: the callers skip, saying why.
    return false;
  }
}

/** The database at `url`, dumped as plain SQL with no owners or grants (a restore may run as anyone). */
export function dumpDatabase(url: string): string {
  return execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--dbname', url], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** A new, empty database on DATABASE_URL's server with `dump` loaded into it; `drop()` removes it. */
export async function restoreIntoFreshDatabase(
  dump: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required to restore a dump');
  const name = `woohoo_restored_${randomBytes(6).toString('hex')}`;
  // template0: nothing of the test run's migrated template, only what the dump holds.
  await createPostgresDatabase(serverUrl, name, 'template0');
  const url = databaseUrl(serverUrl, name);
  execFileSync('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--dbname', url], {
    input: dump,
    stdio: ['pipe', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return { url, drop: () => dropPostgresDatabase(serverUrl, name) };
}
