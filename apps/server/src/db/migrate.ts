import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/repo-root';
import type { Db } from './db';

/** From the repository root: this module also runs bundled, from apps/server/dist. */
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/server/src/db/migrations/');
/** Any constant: replicas starting together take turns instead of racing the same migration. */
const MIGRATION_LOCK_ID = 7_150_001;

/**
 * Applies the SQL files in migrations/ in name order, each once, each in its own transaction.
 * The same files run on PGlite and PostgreSQL. Returns the versions it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      // Statements are split on the `-- statement` marker lines so they run inside this
      // transaction with the query protocol both drivers share.
      for (const statement of splitStatements(readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8'))) {
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
