import type { Queryable } from '../db/db';

/** Takes the transaction-level advisory lock `key` without waiting; false when another holds it. */
export async function tryXactLock(tx: Queryable, key: bigint): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1::bigint) AS locked',
    [key.toString()],
  );
  return row?.locked === true;
}

/** Takes the session-level advisory lock `key` on this connection without waiting. */
export async function trySessionLock(conn: Queryable, key: bigint): Promise<boolean> {
  const [row] = await conn.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
    key.toString(),
  ]);
  return row?.locked === true;
}

/** Releases the session-level advisory lock `key` this connection holds. */
export async function releaseSessionLock(conn: Queryable, key: bigint): Promise<void> {
  await conn.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]);
}
