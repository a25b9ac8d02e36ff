/**
 * Where a day's settlement job stands between two batches (settlement-service.ts): the job runner
 * stores it as text with each committed batch. Parsed once and formatted once here, so no phase
 * reads another's text.
 *   - `compute`: nothing done yet (the runner's null cursor): the first batch computes the day;
 *   - `post`: rewards posted for every user up to `afterUser` ('0' before the first);
 *   - `assess`: at a week's end, users up to `afterUser` assessed.
 */
export type SettlementCursor =
  | { phase: 'compute' }
  | { phase: 'post'; afterUser: string }
  | { phase: 'assess'; afterUser: string };

/** A cursor a batch leaves behind: every one but the start. */
export type NextCursor = Exclude<SettlementCursor, { phase: 'compute' }>;

const ASSESS_PREFIX = 'assess:';
const USER_ID = /^\d+$/;

/** The cursor the runner stored; a text this module never wrote is a programming error. */
export function parseCursor(text: string | null): SettlementCursor {
  if (text === null) return { phase: 'compute' };
  if (text.startsWith(ASSESS_PREFIX)) {
    const afterUser = text.slice(ASSESS_PREFIX.length);
    if (USER_ID.test(afterUser)) return { phase: 'assess', afterUser };
  } else if (USER_ID.test(text)) {
    return { phase: 'post', afterUser: text };
  }
  throw new Error(`not a settlement cursor: ${text}`);
}

/** The text the runner stores (the texts of before the union: a posting cursor is the user id). */
export function formatCursor(cursor: NextCursor): string {
  switch (cursor.phase) {
    case 'post':
      return cursor.afterUser;
    case 'assess':
      return `${ASSESS_PREFIX}${cursor.afterUser}`;
  }
}
