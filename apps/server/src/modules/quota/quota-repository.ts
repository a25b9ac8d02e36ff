import type { QuotaShard } from '@woohoo/shared/quota-shards';
import type { Queryable } from '../../db/db';

/**
 * A quota counted on shards (`@woohoo/shared/quota-shards`): its table, and the column that names
 * which quota a row counts for. Each table has the columns shard, sold, allotment and for_quota
 * (migration 050). The names are these constants, never input.
 */
export type QuotaTable =
  | { table: 'node_sales_counters'; key: 'kind' }
  | { table: 'woohoo_phases'; key: 'phase' };

/** What each quota of the table sold so far (committed buys, every shard), without locking. */
export async function selectQuotaSold(db: Queryable, q: QuotaTable): Promise<Map<string, bigint>> {
  const rows = await db.query<{ key: string; sold: string }>(
    `SELECT ${q.key}::text AS key, sum(sold)::text AS sold FROM ${q.table} GROUP BY ${q.key}`,
  );
  return new Map(rows.map((r) => [r.key, BigInt(r.sold)]));
}

/**
 * Counts `amount` as sold on one shard if its allotment, split for this `quota`, has room: one row
 * locked, from here to the commit. False when it has none (or was split for another quota), and
 * then the row is not held: an UPDATE that waited for a concurrent buy's row and finds its new
 * version without room still holds its lock (READ COMMITTED), and carried into the fallback, which
 * locks every shard in order, that lock closes a cycle with another buy's fallback. Rolling back
 * to a savepoint taken before it lets go of the row.
 */
export async function takeFromShard(
  tx: Queryable,
  q: QuotaTable,
  key: string,
  shard: number,
  amount: bigint,
  quota: bigint,
): Promise<boolean> {
  await tx.query('SAVEPOINT quota_shard');
  const rows = await tx.query(
    `UPDATE ${q.table} SET sold = sold + $3::numeric
      WHERE ${q.key} = $1 AND shard = $2 AND for_quota = $4::numeric AND sold + $3::numeric <= allotment
     RETURNING shard`,
    [key, shard, amount.toString(), quota.toString()],
  );
  if (rows.length === 1) return true;
  await tx.query('ROLLBACK TO SAVEPOINT quota_shard');
  return false;
}

/**
 * Locks every shard of a quota, in shard order: two fallbacks cannot deadlock on them, since a
 * failed fast path holds none (`takeFromShard`).
 */
export async function lockShards(tx: Queryable, q: QuotaTable, key: string): Promise<QuotaShard[]> {
  const rows = await tx.query<{ shard: number; sold: string }>(
    `SELECT shard, sold::text AS sold FROM ${q.table} WHERE ${q.key} = $1 ORDER BY shard FOR UPDATE`,
    [key],
  );
  return rows.map((r) => ({ shard: Number(r.shard), sold: BigInt(r.sold) }));
}

/** Writes a quota's shards as split for `quota`; they are locked (`lockShards`). */
export async function updateShards(
  tx: Queryable,
  q: QuotaTable,
  key: string,
  quota: bigint,
  shards: readonly (QuotaShard & { allotment: bigint })[],
): Promise<void> {
  await tx.query(
    `UPDATE ${q.table} c SET sold = t.sold::numeric, allotment = t.allotment::numeric, for_quota = $2::numeric
       FROM unnest($3::int[], $4::text[], $5::text[]) AS t (shard, sold, allotment)
      WHERE c.${q.key} = $1 AND c.shard = t.shard`,
    [
      key,
      quota.toString(),
      shards.map((s) => s.shard),
      shards.map((s) => s.sold.toString()),
      shards.map((s) => s.allotment.toString()),
    ],
  );
}
