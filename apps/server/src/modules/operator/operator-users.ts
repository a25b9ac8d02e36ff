import type { Adjustment, OperatorUser } from '@woohoo/shared/api/operator';
import type { Asset } from '@woohoo/shared/assets';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { loadBalances } from '../assets/user-balances';
import { lastSignInAt } from '../auth/auth-service';
import { kycProfile } from '../kyc/kyc-service';
import { availableBalance, postTransfer } from '../ledger/ledger-service';
import { countDirectReferrals, countTeamMembers, storedTeamLevel } from '../team/team-service';
import type { UserRecord } from '../user/user-record';
import { findUserByAddress } from '../user/user-service';
import type { AuditActor, AuditedChange } from './operator-audit';
import { insertAdjustment, selectAdjustmentByKey } from './operator-repository';

const UNIQUE_VIOLATION = '23505';

/** A registered user by address, or 40400. */
export async function userByAddress(db: Queryable, address: string): Promise<UserRecord> {
  const user = await findUserByAddress(db, address);
  if (!user) throw new AppError('notFound');
  return user;
}

/** What the console shows of one user: balances, level, team and KYC state. */
export async function lookUpUser(db: Queryable, address: string): Promise<OperatorUser> {
  const user = await userByAddress(db, address);
  const [balances, level, directs, size, profile, lastSession] = await Promise.all([
    loadBalances(db, user.id),
    storedTeamLevel(db, user.id),
    countDirectReferrals(db, user.id),
    countTeamMembers(db, user.id),
    kycProfile(db, user.id),
    lastSignInAt(db, user.id),
  ]);
  return {
    id: user.id,
    address: user.address,
    pid: user.pid,
    createdAt: user.createdAt,
    level: level?.level ?? null,
    kyc: {
      email: profile?.email ?? null,
      verifiedAt: profile ? new Date(profile.verified_at).toISOString() : null,
    },
    team: { directs, size },
    balances,
    lastSession: lastSession ? lastSession.toISOString() : null,
  };
}

export type AdjustmentInput = {
  address: string;
  asset: Asset;
  amountWei: bigint;
  reason: string;
  idempotencyKey: string;
};

/**
 * The adjustment an Idempotency-Key already made, answered again (its user's balance as it is
 * now); 40920 when the key was used for another adjustment. Undefined for a new key.
 */
export async function replayedAdjustment(
  db: Queryable,
  input: AdjustmentInput,
): Promise<Adjustment | undefined> {
  const row = await selectAdjustmentByKey(db, input.idempotencyKey);
  if (!row) return undefined;
  const same =
    row.address === input.address &&
    row.asset === input.asset &&
    row.amount === input.amountWei.toString() &&
    row.reason === input.reason;
  if (!same) throw new AppError('idempotencyKeyReused');
  const available = await availableBalance(db, row.user_id, row.asset);
  const { user_id: _user, ...adjustment } = row;
  return { ...adjustment, available: available.toString() };
}

/**
 * The one way an operator moves a user's balance (docs/rules.md "Operators, the audit and balance
 * adjustments"): a signed amount with a mandatory reason, recorded in `balance_adjustments` and
 * posted as one ledger transfer between the user's available balance and the platform's adjustments
 * account. A debit larger than the available balance is refused (40020) like any other.
 */
export async function adjustBalance(
  db: Db,
  who: AuditActor,
  input: AdjustmentInput,
  now: Date,
): Promise<AuditedChange<Adjustment>> {
  const user = await userByAddress(db, input.address);
  const before = await availableBalance(db, user.id, input.asset);
  const id = await insertAdjustment(db, {
    userId: user.id,
    asset: input.asset,
    amountWei: input.amountWei,
    reason: input.reason,
    actor: who.actor,
    requestId: who.requestId,
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
  }).catch((error: { code?: string }) => {
    // Two retries of one request raced past the replay check: the second is refused.
    if (error.code === UNIQUE_VIOLATION) throw new AppError('idempotencyKeyReused');
    throw error;
  });
  await postTransfer(db, {
    idempotencyKey: `adjustment:${id}`,
    kind: 'balance_adjustment',
    refId: id,
    postings: [
      { account: { system: 'adjustments' }, asset: input.asset, deltaWei: -input.amountWei },
      { account: { userId: user.id, bucket: 'available' }, asset: input.asset, deltaWei: input.amountWei },
    ],
  });
  const after = await availableBalance(db, user.id, input.asset);
  const result: Adjustment = {
    id,
    address: user.address,
    asset: input.asset,
    amount: input.amountWei.toString(),
    reason: input.reason,
    available: after.toString(),
  };
  return {
    result,
    before: { asset: input.asset, available: before.toString() },
    after: { asset: input.asset, available: after.toString(), amount: result.amount, reason: input.reason },
  };
}
