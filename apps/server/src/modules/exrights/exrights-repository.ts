import type { Queryable } from '../../db/db';

export type IssuanceRow = { total_supply: string; issued: string; updated_at: Date };
export type ExrightsEventRow = { seq: number; happened_at: Date; title: string; detail: string };

export async function selectIssuance(db: Queryable): Promise<IssuanceRow | undefined> {
  const [issuance] = await db.query<IssuanceRow>(
    'SELECT total_supply::text AS total_supply, issued::text AS issued, updated_at FROM exrights_issuance',
  );
  return issuance;
}

export async function selectExrightsEvents(db: Queryable): Promise<ExrightsEventRow[]> {
  return db.query<ExrightsEventRow>(
    'SELECT seq, happened_at, title, detail FROM exrights_events ORDER BY seq',
  );
}

/** Replaces the one issuance row. */
export async function upsertIssuance(
  db: Queryable,
  input: { totalSupply: string; issued: string },
  updatedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO exrights_issuance (id, total_supply, issued, updated_at) VALUES (TRUE, $1::numeric, $2::numeric, $3)
     ON CONFLICT (id) DO UPDATE SET total_supply = EXCLUDED.total_supply, issued = EXCLUDED.issued, updated_at = EXCLUDED.updated_at`,
    [input.totalSupply, input.issued, updatedAt],
  );
}

/** Appends the event with the next number; the table's constraints refuse one past the last allowed. */
export async function insertExrightsEvent(
  db: Queryable,
  input: { happenedAt: string; title: string; detail: string },
): Promise<void> {
  await db.query(
    `INSERT INTO exrights_events (seq, happened_at, title, detail)
     SELECT COALESCE(MAX(seq), 0) + 1, $1, $2, $3 FROM exrights_events`,
    [input.happenedAt, input.title, input.detail],
  );
}
