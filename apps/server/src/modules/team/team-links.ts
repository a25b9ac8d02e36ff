import type { Queryable } from '../../db/db';

/**
 * Every change to the tree (a registration with a referrer, a later binding) takes this lock,
 * exclusively for a binding and shared for a registration, so the closure table is always
 * written from a settled picture of the tree: two bindings can never cross into a cycle, and a
 * registration under a user who is binding at the same time gets every ancestor.
 */
const TREE_LOCK = 'team:tree';

export async function lockTree(tx: Queryable, mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`SELECT ${fn}(hashtext($1))`, [TREE_LOCK]);
}

/** Whether `ancestorId` is `userId` itself or anywhere above it. */
export async function isSelfOrAncestor(tx: Queryable, ancestorId: string, userId: string): Promise<boolean> {
  if (ancestorId === userId) return true;
  const rows = await tx.query('SELECT 1 FROM user_closure WHERE ancestor_id = $1 AND descendant_id = $2', [
    ancestorId,
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Sets `userId`'s referrer (only while it has none; false otherwise) and adds the closure rows:
 * every ancestor of the referrer, and the referrer itself, above the user and everyone already
 * below the user. The caller holds the tree lock and has ruled out a cycle.
 */
export async function linkReferrer(tx: Queryable, userId: string, referrerId: string): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE users SET referrer_id = $2, pid = (SELECT address FROM users WHERE id = $2)
      WHERE id = $1 AND referrer_id IS NULL RETURNING id`,
    [userId, referrerId],
  );
  if (updated.length === 0) return false;
  await tx.query(
    `INSERT INTO user_closure (ancestor_id, descendant_id, depth)
     SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
       FROM (SELECT ancestor_id, depth FROM user_closure WHERE descendant_id = $2
             UNION ALL SELECT $2::bigint, 0) a
      CROSS JOIN (SELECT descendant_id, depth FROM user_closure WHERE ancestor_id = $1
             UNION ALL SELECT $1::bigint, 0) d`,
    [userId, referrerId],
  );
  return true;
}
