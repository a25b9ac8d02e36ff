import type { Queryable } from '../../db/db';
import {
  insertClosureRows,
  selectIsAncestor,
  setReferrerIfNone,
  takeAdvisoryLock,
} from './team-links-repository';

/**
 * Every change to the tree (a registration with a referrer, a later binding) takes this lock,
 * exclusively for a binding and shared for a registration, so the closure table is always
 * written from a settled picture of the tree: two bindings can never cross into a cycle, and a
 * registration under a user who is binding at the same time gets every ancestor.
 */
const TREE_LOCK = 'team:tree';

export async function lockTree(tx: Queryable, mode: 'shared' | 'exclusive'): Promise<void> {
  await takeAdvisoryLock(tx, TREE_LOCK, mode);
}

/** Whether `ancestorId` is `userId` itself or anywhere above it. */
export async function isSelfOrAncestor(tx: Queryable, ancestorId: string, userId: string): Promise<boolean> {
  if (ancestorId === userId) return true;
  return selectIsAncestor(tx, ancestorId, userId);
}

/**
 * Sets `userId`'s referrer (only while it has none; false otherwise) and adds the closure rows:
 * every ancestor of the referrer, and the referrer itself, above the user and everyone already
 * below the user. The caller holds the tree lock and has ruled out a cycle.
 */
export async function linkReferrer(tx: Queryable, userId: string, referrerId: string): Promise<boolean> {
  if (!(await setReferrerIfNone(tx, userId, referrerId))) return false;
  await insertClosureRows(tx, userId, referrerId);
  return true;
}
