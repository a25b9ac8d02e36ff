import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from './app-error';
import { claimIdempotencyKey, saveIdempotentResponse, selectIdempotencyRow } from './idempotency-repository';

/** A stable fingerprint of a request body, to tell a retry from a different request. */
export function hashRequest(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${JSON.stringify(body, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`)
    .digest('hex');
}

/**
 * Runs a state-changing call at most once per (user, Idempotency-Key), in one transaction with
 * its effects. The same key and body returns the stored first result; the same key with another
 * body or endpoint answers `idempotencyKeyReused` and changes nothing. A call that fails stores
 * nothing, so a retry after a failure runs again.
 */
export async function runIdempotent<T>(
  db: Db,
  request: { userId: string; key: string | undefined; scope: string; body: unknown },
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { userId, key, scope } = request;
  if (!key) throw new AppError('idempotencyKeyMissing');
  const requestHash = hashRequest(scope, request.body);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, { userId, key, scope, requestHash }))) {
      const prior = await selectIdempotencyRow<T>(tx, userId, key);
      if (!prior || prior.scope !== scope || prior.request_hash !== requestHash)
        throw new AppError('idempotencyKeyReused');
      return typeof prior.response === 'string' ? (JSON.parse(prior.response) as T) : prior.response;
    }
    const result = await fn(tx);
    await saveIdempotentResponse(tx, userId, key, result);
    return result;
  });
}
