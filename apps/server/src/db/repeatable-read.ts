import type { Queryable } from './db';

/**
 * Makes the open transaction read one snapshot in all its statements (REPEATABLE READ); call it
 * before the transaction's first query. Under READ COMMITTED, a commit between two reads is seen
 * by the second only.
 */
export async function useRepeatableRead(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
}
