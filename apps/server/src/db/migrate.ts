import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/repo-root';
import type { Db, Queryable } from './db';

/** From the repository root: this module also runs bundled, from apps/server/dist. */
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/server/src/db/migrations/');
/** Any constant: replicas starting together take turns instead of racing the same migration. */
export const MIGRATION_LOCK_ID = 7_150_001;

/** The migrations' versions in the order they apply (the file names without `.sql`). */
function migrationVersions(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/**
 * Whether the database has the newest migration this build knows (readiness: a replica of a new
 * release is not ready before its release's migration job has run). One indexed lookup.
 */
export async function isMigrated(db: Queryable): Promise<boolean> {
  const latest = migrationVersions().at(-1);
  if (!latest) return true;
  const rows = await db
    .query('SELECT 1 FROM schema_migrations WHERE version = $1', [latest])
    .catch((error: { code?: string }) => {
      // No schema_migrations table yet: nothing is migrated.
      if (error.code === '42P01') return [];
      throw error;
    });
  return rows.length > 0;
}

/**
 * Applies the SQL files in migrations/ in name order, each once, each in its own transaction.
 * The same files run on PGlite and PostgreSQL. Returns the versions it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // A migration rewriting a large table, and the wait for another replica's, may take longer
    // than any request's statement may (DB_STATEMENT_TIMEOUT_MS, docs/rules.md "Statement timeout").
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    for (const version of migrationVersions()) {
      if (done.has(version)) continue;
      // Statements are split on the `-- statement` marker lines so they run inside this
      // transaction with the query protocol both drivers share.
      for (const statement of splitStatements(readFileSync(`${MIGRATIONS_DIR}${version}.sql`, 'utf8'))) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements on semicolons at the end of a line, outside dollar-quoted
 * bodies (functions), and drops whole-line comments.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inDollarQuote = false;
  for (const line of sql.split('\n')) {
    if (!inDollarQuote && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements.filter((s) => s.length > 0);
}
