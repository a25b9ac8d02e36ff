import type { Queryable } from '../../db/db';

/** Takes the transaction-scoped advisory lock named `key`, shared or exclusive. */
export async function takeAdvisoryLock(
  tx: Queryable,
  key: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`SELECT ${fn}(hashtext($1))`, [key]);
}

/** Whether `ancestorId` is anywhere above `userId` in the closure table. */
export async function selectIsAncestor(tx: Queryable, ancestorId: string, userId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM user_closure WHERE ancestor_id = $1 AND descendant_id = $2', [
    ancestorId,
    userId,
  ]);
  return rows.length > 0;
}

/** Sets `userId`'s referrer (and pid) only while it has none; false when it had one. */
export async function setReferrerIfNone(tx: Queryable, userId: string, referrerId: string): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE users SET referrer_id = $2, pid = (SELECT address FROM users WHERE id = $2)
      WHERE id = $1 AND referrer_id IS NULL RETURNING id`,
    [userId, referrerId],
  );
  return updated.length > 0;
}

/**
 * Adds the closure rows of a new link: every ancestor of the referrer, and the referrer itself,
 * above the user and everyone already below the user.
 */
export async function insertClosureRows(tx: Queryable, userId: string, referrerId: string): Promise<void> {
  await tx.query(
    `INSERT INTO user_closure (ancestor_id, descendant_id, depth)
     SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
       FROM (SELECT ancestor_id, depth FROM user_closure WHERE descendant_id = $2
             UNION ALL SELECT $2::bigint, 0) a
      CROSS JOIN (SELECT descendant_id, depth FROM user_closure WHERE ancestor_id = $1
             UNION ALL SELECT $1::bigint, 0) d`,
    [userId, referrerId],
  );
}
