import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { UserRecord } from '../user/user-record';
import { findUserByAddress } from '../user/user-service';
import { isSelfOrAncestor, linkReferrer, lockTree } from './team-links';

/**
 * POST /api/team/bind (SPEC 2, 4, 5): binds a referrer for a user who has none.
 * The referrer must be registered, not the caller and not anyone below the caller (a cycle);
 * once bound it never changes.
 */
export async function bindReferrer(
  db: Db,
  user: UserRecord,
  referrerAddress: string,
): Promise<{ referrer: string }> {
  if (user.pid) throw new AppError('referrerAlreadyBound');
  if (referrerAddress === user.address) throw new AppError('referrerSelf');
  return db.transaction(async (tx) => {
    await lockTree(tx, 'exclusive');
    const referrer = await findUserByAddress(tx, referrerAddress);
    if (!referrer) throw new AppError('referrerNotRegistered');
    if (await isSelfOrAncestor(tx, user.id, referrer.id)) throw new AppError('referrerCycle');
    if (!(await linkReferrer(tx, user.id, referrer.id))) throw new AppError('referrerAlreadyBound');
    return { referrer: referrer.address };
  });
}
