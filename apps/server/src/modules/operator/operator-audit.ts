import type { AuditEntry } from '@woohoo/shared/api/operator';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { joinTransaction } from '../../db/join-transaction';
import { currentOperator } from './operator-auth';
import { type AuditFilter, insertAuditRow, selectAudit } from './operator-repository';

/** Who acted and through which request: the audit's "who" and "request id". */
export type AuditActor = { actor: string; requestId: string };
/** What was acted on: `action` (e.g. `withdrawal.reject`) and its `target` (e.g. `withdrawal:12`). */
export type AuditWhat = { action: string; target: string };
/** A change's result and the record before and after it, as the audit keeps them. */
export type AuditedChange<T> = { result: T; before: unknown; after: unknown };

/**
 * The acting operator of a guarded request, with the request's id: always the authenticated
 * credential (DESIGN "Custody": the audit names the authenticated wallet), never a name stated in
 * the body.
 */
export function auditActor(request: FastifyRequest): AuditActor {
  return { actor: currentOperator(request).actor, requestId: request.id };
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
  await insertAuditRow(db, {
    actor: who.actor,
    action: what.action,
    target: what.target,
    before: toJson(before),
    after: toJson(after),
    requestId: who.requestId,
  });
}

/** JSON of a record, bigints as decimal strings (as the API writes money). */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/** The audit, newest first, filtered by actor, action (or its prefix ending in '.') and target. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const { rows, total } = await selectAudit(db, filter, page);
  return {
    total,
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
