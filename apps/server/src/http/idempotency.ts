import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from './app-error';

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
    const inserted = await tx.query(
      `INSERT INTO api_idempotency (user_id, key, scope, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, scope, requestHash],
    );
    if (inserted.length === 0) {
      const [prior] = await tx.query<{ scope: string; request_hash: string; response: T }>(
        'SELECT scope, request_hash, response FROM api_idempotency WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      if (!prior || prior.scope !== scope || prior.request_hash !== requestHash)
        throw new AppError('idempotencyKeyReused');
      return typeof prior.response === 'string' ? (JSON.parse(prior.response) as T) : prior.response;
    }
    const result = await fn(tx);
    await tx.query('UPDATE api_idempotency SET response = $3::jsonb WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      JSON.stringify(result),
    ]);
    return result;
  });
}
