import { quotaShard, splitQuota } from '@woohoo/shared/quota-shards';
import type { Queryable } from '../../db/db';
import {
  lockShards,
  type QuotaTable,
  selectQuotaSold,
  takeFromShard,
  updateShards,
} from './quota-repository';

export type { QuotaTable };

/** A node kind's supply, in shares (docs/rules.md "Node sale"). */
export const NODE_SUPPLY: QuotaTable = { table: 'node_sales_counters', key: 'kind' };
/** A $WOOHOO phase's quota, in wei (docs/rules.md "Locked $WOOHOO sale"). */
export const WOOHOO_PHASE_QUOTA: QuotaTable = { table: 'woohoo_phases', key: 'phase' };

/** What each quota of the table sold so far, by its key as text. */
export function quotaSold(db: Queryable, q: QuotaTable): Promise<Map<string, bigint>> {
  return selectQuotaSold(db, q);
}

/**
 * Counts an order's `amount` against a quota, as the buy's last write: on the order's shard while
 * its allotment has room, one row locked until the commit; otherwise every shard of the quota is
 * locked and the total checked and split anew (`splitQuota`). False when the quota has no room
 * left for it, counting every buy committed meanwhile.
 */
export async function takeQuota(
  tx: Queryable,
  q: QuotaTable,
  key: string,
  orderId: string,
  amount: bigint,
  quota: bigint,
): Promise<boolean> {
  const shard = quotaShard(orderId);
  if (await takeFromShard(tx, q, key, shard, amount, quota)) return true;
  const locked = await lockShards(tx, q, key);
  const take = locked.some((s) => s.shard === shard) ? shard : locked[0]?.shard;
  if (take === undefined) throw new Error(`${q.table} has no row for ${key}`);
  const split = splitQuota(locked, quota, { shard: take, amount });
  if (!split) return false;
  await updateShards(tx, q, key, quota, split);
  return true;
}
