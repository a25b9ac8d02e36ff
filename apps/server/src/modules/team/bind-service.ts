import type { BindCheck } from '@woohoo/shared/api/team';
import type { BindRefusal } from '@woohoo/shared/bind-refusals';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { UserRecord } from '../user/user-record';
import { findUserByAddress } from '../user/user-service';
import { isSelfOrAncestor, linkReferrer, lockTree } from './team-links';

type Judgement = { ok: true; referrer: UserRecord } | { ok: false; refusal: BindRefusal };

/**
 * The rule of binding (SPEC 2, 4, 5), one for the bind and its check: the user has no referrer
 * yet, and the referrer is registered, not the user and not anyone below the user (a cycle).
 * The caller holds the tree lock.
 */
async function judgeBinding(tx: Queryable, user: UserRecord, referrerAddress: string): Promise<Judgement> {
  if (user.pid) return { ok: false, refusal: 'referrerAlreadyBound' };
  if (referrerAddress === user.address) return { ok: false, refusal: 'referrerSelf' };
  const referrer = await findUserByAddress(tx, referrerAddress);
  if (!referrer) return { ok: false, refusal: 'referrerNotRegistered' };
  if (await isSelfOrAncestor(tx, user.id, referrer.id)) return { ok: false, refusal: 'referrerCycle' };
  return { ok: true, referrer };
}

/**
 * POST /api/team/bind (SPEC 2, 4, 5): binds a referrer for a user who has none, by judgeBinding;
 * once bound it never changes.
 */
export async function bindReferrer(
  db: Db,
  user: UserRecord,
  referrerAddress: string,
): Promise<{ referrer: string }> {
  return db.transaction(async (tx) => {
    await lockTree(tx, 'exclusive');
    const judged = await judgeBinding(tx, user, referrerAddress);
    if (!judged.ok) throw new AppError(judged.refusal);
    if (!(await linkReferrer(tx, user.id, judged.referrer.id))) throw new AppError('referrerAlreadyBound');
    return { referrer: judged.referrer.address };
  });
}

/**
 * GET /api/team/bind/check: what POST /api/team/bind would answer now, binding nothing, so the
 * page can say it on the field before the permanent confirmation.
 */
export async function checkBinding(db: Db, user: UserRecord, referrerAddress: string): Promise<BindCheck> {
  return db.transaction(async (tx) => {
    await lockTree(tx, 'shared');
    const judged = await judgeBinding(tx, user, referrerAddress);
    return { referrer: referrerAddress, refusal: judged.ok ? null : judged.refusal };
  });
}
