import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

/** The operators' own records: their wallet sessions, the audit, the balance adjustments. */

export async function insertOperatorSession(
  tx: Queryable,
  address: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO operator_sessions (address, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [address, tokenHash, now, expiresAt],
  );
}

export async function revokeOperatorSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, now],
  );
}

/** The wallet of a live operator session (neither signed out nor expired at `now`). */
export async function selectLiveOperatorSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [session] = await db.query<{ address: string }>(
    `SELECT address FROM operator_sessions
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return session?.address;
}

export async function insertAuditRow(
  db: Queryable,
  row: {
    actor: string;
    action: string;
    target: string;
    before: string | null;
    after: string | null;
    requestId: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit (actor, action, target, before, after, request_id)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
    [row.actor, row.action, row.target, row.before, row.after, row.requestId],
  );
}

export type AuditRow = {
  id: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  request_id: string;
  created_at: Date;
};

export type AuditFilter = { actor?: string; action?: string; target?: string };

/** The audit, newest first, filtered by actor, action (or its prefix ending in '.') and target. */
export async function selectAudit(
  db: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.actor) {
    params.push(filter.actor);
    where.push(`actor = $${params.length}`);
  }
  if (filter.action) {
    params.push(filter.action);
    where.push(
      filter.action.endsWith('.') ? `starts_with(action, $${params.length})` : `action = $${params.length}`,
    );
  }
  if (filter.target) {
    params.push(filter.target);
    where.push(`target = $${params.length}`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM operator_audit ${clause}`,
    params,
  );
  const rows = await db.query<AuditRow>(
    `SELECT id::text AS id, actor, action, target, before, after, request_id, created_at
       FROM operator_audit ${clause} ORDER BY operator_audit.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** An adjustment as its Idempotency-Key recorded it, with its user's address. */
export type AdjustmentRow = {
  id: string;
  address: string;
  asset: Asset;
  amount: string;
  reason: string;
  user_id: string;
};

export async function selectAdjustmentByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<AdjustmentRow | undefined> {
  const [row] = await db.query<AdjustmentRow>(
    `SELECT a.id::text AS id, u.address, a.asset, a.amount::text AS amount, a.reason, a.user_id::text AS user_id
       FROM balance_adjustments a JOIN users u ON u.id = a.user_id WHERE a.idempotency_key = $1`,
    [idempotencyKey],
  );
  return row;
}

/** Records an adjustment; its id. Throws the database's unique violation for a key used before. */
export async function insertAdjustment(
  db: Queryable,
  row: {
    userId: string;
    asset: Asset;
    amountWei: bigint;
    reason: string;
    actor: string;
    requestId: string;
    idempotencyKey: string;
    createdAt: Date;
  },
): Promise<string> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO balance_adjustments (user_id, asset, amount, reason, actor, request_id, idempotency_key, created_at)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      row.userId,
      row.asset,
      row.amountWei.toString(),
      row.reason,
      row.actor,
      row.requestId,
      row.idempotencyKey,
      row.createdAt,
    ],
  );
  if (!inserted) throw new Error('balance adjustment insert returned nothing');
  return inserted.id;
}
