/**
 * A quota that many buyers take from at once (a node kind's supply, a $WOOHOO phase's quota) is
 * counted on several rows, *shards* (docs/rules.md "Node sale" and "Locked $WOOHOO sale"): a buy
 * holds the row it counts on until its commit is on disk, and with one row concurrent buys
 * committed one at a time. Each shard may sell up to its allotment; the allotments of a quota add
 * up to the quota they were split for, so shards that each stay within their own allotment never
 * sell more than the quota together.
 */

/** Rows a quota is counted on: as many as the hot platform accounts have (platform-accounts.ts). */
export const QUOTA_SHARDS = 32;

/** The shard a buy takes its amount from when it can: its order's, round-robin. */
export function quotaShard(orderId: string): number {
  return Number(BigInt(orderId) % BigInt(QUOTA_SHARDS));
}

export type QuotaShard = { shard: number; sold: bigint };

/**
 * Takes `amount` on one shard with every shard of the quota in hand (locked) and splits what is
 * left of the quota anew: each shard's allotment is what it sold plus an even part of the rest
 * (the first ones one unit more, so they add up). Undefined when the quota has no room for
 * `amount`, whatever the shards, or the shard is not one of them: the total sold is what counts, so
 * an earlier split (shards sold unevenly, a smaller quota since, the one row of before shards)
 * never refuses a buy that fits.
 */
export function splitQuota(
  shards: readonly QuotaShard[],
  quota: bigint,
  take: { shard: number; amount: bigint },
): (QuotaShard & { allotment: bigint })[] | undefined {
  const sold = shards.reduce((sum, s) => sum + s.sold, 0n);
  if (!shards.some((s) => s.shard === take.shard) || sold + take.amount > quota) return undefined;
  const rest = quota - sold - take.amount;
  const count = BigInt(shards.length);
  const each = rest / count;
  const more = rest % count;
  return shards.map((s, i) => {
    const after = s.shard === take.shard ? s.sold + take.amount : s.sold;
    return { shard: s.shard, sold: after, allotment: after + each + (BigInt(i) < more ? 1n : 0n) };
  });
}
