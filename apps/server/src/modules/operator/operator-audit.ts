import type { AuditEntry } from '@woohoo/shared/api/operator';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { joinTransaction } from '../../db/join-transaction';
import { currentOperator } from './operator-auth';

/** Who acted and through which request: the audit's "who" and "request id". */
export type AuditActor = { actor: string; requestId: string };
/** What was acted on: `action` (e.g. `withdrawal.reject`) and its `target` (e.g. `withdrawal:12`). */
export type AuditWhat = { action: string; target: string };
/** A change's result and the record before and after it, as the audit keeps them. */
export type AuditedChange<T> = { result: T; before: unknown; after: unknown };

/** The acting operator of a guarded request, with the request's id. */
export function auditActor(request: FastifyRequest, statedName?: string): AuditActor {
  return { actor: currentOperator(request, statedName).actor, requestId: request.id };
}

/**
 * Runs an operator's change and writes its audit row in the same transaction (docs/rules.md
 * "Operators, the audit and balance adjustments"): both commit or neither does. `change` receives a
 * `Db` bound to that transaction, so the services it calls (which open their own transactions) join
 * it instead of starting another.
 */
export async function audited<T>(
  db: Db,
  who: AuditActor,
  what: AuditWhat,
  change: (db: Db) => Promise<AuditedChange<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, before, after } = await change(joinTransaction(db, tx));
    await auditAfter(tx, who, what, before, after);
    return result;
  });
}

/**
 * Writes an audit row on `db`. Inside `audited` it is the change's own transaction; on its own it
 * records an action that is not one database transaction (a settlement run, whose batches commit
 * one by one, or a transaction on chain), once the action has finished.
 */
export async function auditAfter(
  db: Queryable,
  who: AuditActor,
  what: AuditWhat,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit (actor, action, target, before, after, request_id)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
    [who.actor, what.action, what.target, toJson(before), toJson(after), who.requestId],
  );
}

/** JSON of a record, bigints as decimal strings (as the API writes money). */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

export type AuditFilter = { actor?: string; action?: string; target?: string };

/** The audit, newest first, filtered by actor, action (or its prefix ending in '.') and target. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
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
  const rows = await db.query<{
    id: string;
    actor: string;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    request_id: string;
    created_at: Date;
  }>(
    `SELECT id::text AS id, actor, action, target, before, after, request_id, created_at
       FROM operator_audit ${clause} ORDER BY operator_audit.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      requestId: r.request_id,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
