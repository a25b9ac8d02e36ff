import type { Queryable } from '../db/db';

/** The users of a stored change set (migration 059); none when it is no longer stored. */
export async function selectChangeSet(db: Queryable, setId: string): Promise<string[] | undefined> {
  const [row] = await db.query<{ ids: string[] }>(
    'SELECT user_ids::text[] AS ids FROM user_change_sets WHERE id = $1',
    [setId],
  );
  return row?.ids;
}
