import type { Adjustment, OperatorUser } from '@woohoo/shared/api/operator';
import type { Asset } from '@woohoo/shared/assets';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { loadBalances } from '../assets/user-balances';
import { selectProfile } from '../kyc/kyc-repository';
import { selectAvailable } from '../ledger/ledger-repository';
import { postTransfer } from '../ledger/ledger-service';
import { countDirects, countTeam, selectLevel } from '../team/team-repository';
import { findUserByAddress, type UserRecord } from '../user/user-repository';
import type { AuditActor, AuditedChange } from './operator-audit';

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
  const [balances, level, directs, size, profile, sessions] = await Promise.all([
    loadBalances(db, user.id),
    selectLevel(db, user.id),
    countDirects(db, user.id),
    countTeam(db, user.id),
    selectProfile(db, user.id),
    db.query<{ at: Date | null }>('SELECT max(created_at) AS at FROM sessions WHERE user_id = $1', [user.id]),
  ]);
  const lastSession = sessions[0]?.at;
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
    lastSession: lastSession ? new Date(lastSession).toISOString() : null,
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
  const [row] = await db.query<{
    id: string;
    address: string;
    asset: Asset;
    amount: string;
    reason: string;
    user_id: string;
  }>(
    `SELECT a.id::text AS id, u.address, a.asset, a.amount::text AS amount, a.reason, a.user_id::text AS user_id
       FROM balance_adjustments a JOIN users u ON u.id = a.user_id WHERE a.idempotency_key = $1`,
    [input.idempotencyKey],
  );
  if (!row) return undefined;
  const same =
    row.address === input.address &&
    row.asset === input.asset &&
    row.amount === input.amountWei.toString() &&
    row.reason === input.reason;
  if (!same) throw new AppError('idempotencyKeyReused');
  const available = await selectAvailable(db, row.user_id, row.asset);
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
  const before = await selectAvailable(db, user.id, input.asset);
  const [row] = await db
    .query<{ id: string }>(
      `INSERT INTO balance_adjustments (user_id, asset, amount, reason, actor, request_id, idempotency_key, created_at)
       VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
      [
        user.id,
        input.asset,
        input.amountWei.toString(),
        input.reason,
        who.actor,
        who.requestId,
        input.idempotencyKey,
        now,
      ],
    )
    .catch((error: { code?: string }) => {
      // Two retries of one request raced past the replay check: the second is refused.
      if (error.code === UNIQUE_VIOLATION) throw new AppError('idempotencyKeyReused');
      throw error;
    });
  if (!row) throw new Error('balance adjustment insert returned nothing');
  await postTransfer(db, {
    idempotencyKey: `adjustment:${row.id}`,
    kind: 'balance_adjustment',
    refId: row.id,
    postings: [
      { account: { system: 'adjustments' }, asset: input.asset, deltaWei: -input.amountWei },
      { account: { userId: user.id, bucket: 'available' }, asset: input.asset, deltaWei: input.amountWei },
    ],
  });
  const after = await selectAvailable(db, user.id, input.asset);
  const result: Adjustment = {
    id: row.id,
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
