import type { Queryable } from '../../db/db';

/** The stored version effective at `now`: the highest whose effective time has come. */
export async function selectRulesRowAt(db: Queryable, now: Date): Promise<{ body: unknown } | undefined> {
  const [row] = await db.query<{ body: unknown }>(
    'SELECT body FROM rules_versions WHERE effective_at <= $1 ORDER BY version DESC LIMIT 1',
    [now],
  );
  return row;
}

export async function selectRulesRow(db: Queryable, version: number): Promise<{ body: unknown } | undefined> {
  const [row] = await db.query<{ body: unknown }>('SELECT body FROM rules_versions WHERE version = $1', [
    version,
  ]);
  return row;
}

/** The highest stored version number, 1 (the defaults) when none is stored. */
export async function selectLastRulesVersion(db: Queryable): Promise<number> {
  const [last] = await db.query<{ version: number }>(
    'SELECT COALESCE(MAX(version), 1) AS version FROM rules_versions',
  );
  return Number(last?.version ?? 1);
}

export async function insertRulesVersion(
  db: Queryable,
  row: { version: number; effectiveAt: Date; body: string; createdBy: string },
): Promise<void> {
  await db.query(
    'INSERT INTO rules_versions (version, effective_at, body, created_by) VALUES ($1, $2, $3, $4)',
    [row.version, row.effectiveAt, row.body, row.createdBy],
  );
}
