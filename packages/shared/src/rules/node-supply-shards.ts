/**
 * A node kind's supply is counted on several rows, *shards* (docs/rules.md "Node sale"), so that
 * concurrent purchases take their shares on different rows instead of queueing for one. Each shard
 * may sell up to its allotment; the allotments of a kind add up to the supply they were split for,
 * so shards that each stay within their own allotment never sell more than the supply together.
 */

/** Rows a kind's sales are counted on: as many as the API runs transactions at once. */
export const NODE_SUPPLY_SHARDS = 32;

/** The shard a purchase takes its shares from when it can: its order's, round-robin. */
export function supplyShard(orderId: string): number {
  return Number(BigInt(orderId) % BigInt(NODE_SUPPLY_SHARDS));
}

export type SupplyShard = { shard: number; sold: number };

/**
 * Takes `shares` for one shard with every shard of the kind in hand (locked) and splits what is
 * left of the supply anew: each shard's allotment is what it sold plus an even part of the rest
 * (the first ones one more, so they add up). Undefined when the supply has no room for `shares`,
 * whatever the shards: the total sold is what counts, so an earlier split (shards sold unevenly, a
 * smaller supply since, the one row of a kind before shards) never refuses a purchase that fits.
 */
export function splitSupply(
  shards: readonly SupplyShard[],
  supply: number,
  take: { shard: number; shares: number },
): (SupplyShard & { allotment: number })[] | undefined {
  const sold = shards.reduce((sum, s) => sum + s.sold, 0);
  if (!shards.some((s) => s.shard === take.shard) || sold + take.shares > supply) return undefined;
  const rest = supply - sold - take.shares;
  const each = Math.floor(rest / shards.length);
  const more = rest % shards.length;
  return shards.map((s, i) => {
    const after = s.shard === take.shard ? s.sold + take.shares : s.sold;
    return { shard: s.shard, sold: after, allotment: after + each + (i < more ? 1 : 0) };
  });
}
