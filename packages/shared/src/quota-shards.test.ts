import { describe, expect, it } from 'vitest';
import { QUOTA_SHARDS, quotaShard, splitQuota } from './quota-shards';

const shards = (...sold: number[]) => sold.map((s, shard) => ({ shard, sold: BigInt(s) }));
const total = (rows: { sold: bigint }[]) => rows.reduce((sum, r) => sum + r.sold, 0n);
const allotted = (rows: { allotment: bigint }[]) => rows.reduce((sum, r) => sum + r.allotment, 0n);

describe('quota shards', () => {
  it('spreads consecutive orders over every shard', () => {
    const used = new Set(Array.from({ length: QUOTA_SHARDS }, (_, i) => quotaShard(String(1000 + i))));
    expect(used.size).toBe(QUOTA_SHARDS);
    expect(quotaShard('12345678901234567890')).toBe(Number(12345678901234567890n % BigInt(QUOTA_SHARDS)));
  });

  it('takes the amount on the given shard and splits the rest so the allotments add up to the quota', () => {
    const split = splitQuota(shards(0, 0, 0), 10n, { shard: 1, amount: 2n })!;
    expect(split).toEqual([
      { shard: 0, sold: 0n, allotment: 3n },
      { shard: 1, sold: 2n, allotment: 5n },
      { shard: 2, sold: 0n, allotment: 2n },
    ]);
    expect(allotted(split)).toBe(10n);
    expect(total(split)).toBe(2n);
  });

  it('counts the total sold, not the shards: the one row of before, or shards sold unevenly', () => {
    const legacy = splitQuota(shards(997, 0, 0, 0), 1000n, { shard: 3, amount: 3n })!;
    expect(legacy.map((s) => s.sold)).toEqual([997n, 0n, 0n, 3n]);
    expect(legacy.every((s) => s.allotment === s.sold)).toBe(true);
    expect(splitQuota(shards(997, 0, 0, 0), 1000n, { shard: 2, amount: 4n })).toBeUndefined();
  });

  it('refuses what a smaller quota has no room for, and never allots less than was sold', () => {
    expect(splitQuota(shards(4, 4), 8n, { shard: 0, amount: 1n })).toBeUndefined();
    expect(splitQuota(shards(6, 4), 5n, { shard: 1, amount: 1n })).toBeUndefined();
    expect(splitQuota(shards(2, 1), 4n, { shard: 1, amount: 1n })).toEqual([
      { shard: 0, sold: 2n, allotment: 2n },
      { shard: 1, sold: 2n, allotment: 2n },
    ]);
  });

  it('splits wei amounts far beyond a number exactly', () => {
    const T = 10n ** 18n;
    const split = splitQuota(shards(0, 0, 0), 5200n * T + 1n, { shard: 0, amount: 7n * T })!;
    expect(allotted(split)).toBe(5200n * T + 1n);
    expect(split[0]!.sold).toBe(7n * T);
  });

  it('refuses a shard that does not exist', () => {
    expect(splitQuota(shards(0, 0), 10n, { shard: 5, amount: 1n })).toBeUndefined();
  });

  it('keeps every shard within its allotment and the total within the quota, for any state', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 500; run++) {
      const n = 1 + Math.floor(random() * 6);
      const before = shards(...Array.from({ length: n }, () => Math.floor(random() * 20)));
      const quota = BigInt(Math.floor(random() * 120));
      const take = { shard: Math.floor(random() * n), amount: BigInt(1 + Math.floor(random() * 10)) };
      const split = splitQuota(before, quota, take);
      if (total(before) + take.amount > quota) {
        expect(split).toBeUndefined();
        continue;
      }
      expect(split).toBeDefined();
      expect(total(split!)).toBe(total(before) + take.amount);
      expect(allotted(split!)).toBe(quota);
      expect(split!.every((s) => s.sold <= s.allotment)).toBe(true);
    }
  });
});
