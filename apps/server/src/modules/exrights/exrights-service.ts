import type { Exrights } from '@woohoo/shared/api/exrights';
import { EXRIGHTS_MAX_EVENTS } from '@woohoo/shared/constants';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** GET /api/exrights: the issuance data and the events, as an operator maintains them. */
export async function loadExrights(db: Queryable): Promise<Exrights> {
  const [issuance] = await db.query<{ total_supply: string; issued: string; updated_at: Date }>(
    'SELECT total_supply::text AS total_supply, issued::text AS issued, updated_at FROM exrights_issuance',
  );
  const events = await db.query<{ seq: number; happened_at: Date; title: string; detail: string }>(
    'SELECT seq, happened_at, title, detail FROM exrights_events ORDER BY seq',
  );
  return {
    issuance: issuance
      ? {
          totalSupply: issuance.total_supply,
          issued: issuance.issued,
          updatedAt: new Date(issuance.updated_at).toISOString(),
        }
      : null,
    count: events.length,
    max: EXRIGHTS_MAX_EVENTS,
    events: events.map((e) => ({
      seq: Number(e.seq),
      happenedAt: new Date(e.happened_at).toISOString(),
      title: e.title,
      detail: e.detail,
    })),
  };
}

/** The operator sets the BHC issuance data (one row, replaced). */
export async function setIssuance(
  db: Db,
  input: { totalSupply: string; issued: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO exrights_issuance (id, total_supply, issued, updated_at) VALUES (TRUE, $1::numeric, $2::numeric, $3)
     ON CONFLICT (id) DO UPDATE SET total_supply = EXCLUDED.total_supply, issued = EXCLUDED.issued, updated_at = EXCLUDED.updated_at`,
    [input.totalSupply, input.issued, now],
  );
}

/** The operator records the next ex-rights event; 40923 once all 5 are recorded. */
export async function addExrightsEvent(
  db: Db,
  input: { happenedAt: string; title: string; detail: string },
): Promise<void> {
  try {
    await db.query(
      `INSERT INTO exrights_events (seq, happened_at, title, detail)
       SELECT COALESCE(MAX(seq), 0) + 1, $1, $2, $3 FROM exrights_events`,
      [input.happenedAt, input.title, input.detail],
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === CHECK_VIOLATION || code === UNIQUE_VIOLATION) throw new AppError('exrightsFull');
    throw error;
  }
}
