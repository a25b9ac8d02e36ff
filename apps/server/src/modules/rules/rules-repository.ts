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

/** Every stored version's number, effective time and author, newest first. */
export function selectRulesVersions(
  db: Queryable,
): Promise<{ version: number; effective_at: Date; created_by: string; created_at: Date }[]> {
  return db.query<{ version: number; effective_at: Date; created_by: string; created_at: Date }>(
    'SELECT version, effective_at, created_by, created_at FROM rules_versions ORDER BY version DESC',
  );
}

/** Keeps other writers of versions out until this transaction ends (readers go on). */
export async function lockRulesVersions(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE rules_versions IN SHARE ROW EXCLUSIVE MODE');
}
