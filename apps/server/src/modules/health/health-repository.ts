import type { Queryable } from '../../db/db';

/** Resolves once the database answers a query; rejects when it does not. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
