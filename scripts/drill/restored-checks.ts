// What the drill checks of a restored database before anything serves from it: its migration
// against this release's, its rows against the dump's, and the ledger's invariant by the same check
// the payout worker halts on (docs/rules.md "Payouts halt on a broken ledger").
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../apps/server/src/config/repo-root';
import type { Queryable } from '../../apps/server/src/db/db';
import { openPostgresDb } from '../../apps/server/src/db/postgres-db';
import { checkLedgerInvariant, describeBreach } from '../../apps/server/src/modules/ledger/ledger-invariant';
import { migrationProblem, rowCountProblems } from './drill-rules';

export type RestoredCheck = {
  migration: string;
  tables: number;
  rows: number;
  /** Everything wrong, in words: rows lost, a schema this release cannot serve, a broken ledger. */
  problems: string[];
  invariantHolds: boolean;
};

/** The newest migration this release has (apps/server/src/db/migrations, without `.sql`). */
export function newestMigration(): string {
  const files = readdirSync(join(REPO_ROOT, 'apps/server/src/db/migrations')).filter((f) =>
    f.endsWith('.sql'),
  );
  const newest = files.sort().at(-1);
  if (!newest) throw new Error('this release has no migrations');
  return newest.replace(/\.sql$/, '');
}

/**
 * Rows per table of the database, named as pg_dump names them (`schema.table`, quoted when it
 * must be). Not the catalogue, nor the temporary tables of sessions (pg_temp_*), which no dump holds.
 */
async function tableRowCounts(db: Queryable): Promise<Map<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname <> 'information_schema' AND schemaname NOT LIKE 'pg\\_%' ORDER BY 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${name}`);
    counts.set(name, Number(row?.n ?? 0));
  }
  return counts;
}

/** The restored database at `url` checked against the row counts its dump holds. */
export async function checkRestored(
  url: string,
  dumped: ReadonlyMap<string, number>,
): Promise<RestoredCheck> {
  const db = await openPostgresDb(url, { poolSize: 1 });
  try {
    const counts = await tableRowCounts(db);
    const hasMigrations = counts.has('public.schema_migrations');
    const [version] = hasMigrations
      ? await db.query<{ v: string | null }>('SELECT max(version) AS v FROM schema_migrations')
      : [];
    const migration = version?.v ?? undefined;
    const migrationIssue = migrationProblem(migration, newestMigration());
    const breaches = migration ? await checkLedgerInvariant(db) : [];
    return {
      migration: migration ?? 'none',
      tables: counts.size,
      rows: [...counts.values()].reduce((a, b) => a + b, 0),
      problems: [
        ...rowCountProblems(dumped, counts),
        ...(migrationIssue ? [migrationIssue] : []),
        ...breaches.map((b) => `the ledger invariant is broken: ${describeBreach(b)}`),
      ],
      invariantHolds: migration !== undefined && breaches.length === 0,
    };
  } finally {
    await db.close();
  }
}
