import type { Exrights } from '@woohoo/shared/api/exrights';
import { EXRIGHTS_MAX_EVENTS } from '@woohoo/shared/constants';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  insertExrightsEvent,
  selectExrightsEvents,
  selectIssuance,
  upsertIssuance,
} from './exrights-repository';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** GET /api/exrights: the issuance data and the events, as an operator maintains them. */
export async function loadExrights(db: Queryable): Promise<Exrights> {
  const issuance = await selectIssuance(db);
  const events = await selectExrightsEvents(db);
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
  await upsertIssuance(db, input, now);
}

/** The operator records the next ex-rights event; 40923 once all 5 are recorded. */
export async function addExrightsEvent(
  db: Db,
  input: { happenedAt: string; title: string; detail: string },
): Promise<void> {
  try {
    await insertExrightsEvent(db, input);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === CHECK_VIOLATION || code === UNIQUE_VIOLATION) throw new AppError('exrightsFull');
    throw error;
  }
}
