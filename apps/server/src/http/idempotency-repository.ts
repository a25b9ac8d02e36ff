import type { Queryable } from '../db/db';

/** The first call made with a (user, Idempotency-Key): its endpoint, its body's hash, its result. */
export type IdempotencyRow<T> = { scope: string; request_hash: string; response: T };

/** Claims the key for this call; false when a call with the key was made before. */
export async function claimIdempotencyKey(
  tx: Queryable,
  key: { userId: string; key: string; scope: string; requestHash: string },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO api_idempotency (user_id, key, scope, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [key.userId, key.key, key.scope, key.requestHash],
  );
  return inserted.length > 0;
}

export async function selectIdempotencyRow<T>(
  tx: Queryable,
  userId: string,
  key: string,
): Promise<IdempotencyRow<T> | undefined> {
  const [row] = await tx.query<IdempotencyRow<T>>(
    'SELECT scope, request_hash, response FROM api_idempotency WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return row;
}

/** Stores the first call's result, answered again to every retry. */
export async function saveIdempotentResponse(
  tx: Queryable,
  userId: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tx.query('UPDATE api_idempotency SET response = $3::jsonb WHERE user_id = $1 AND key = $2', [
    userId,
    key,
    JSON.stringify(response),
  ]);
}
