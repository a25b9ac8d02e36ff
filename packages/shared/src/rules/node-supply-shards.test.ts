import { describe, expect, it } from 'vitest';
import { NODE_SUPPLY_SHARDS, splitSupply, supplyShard } from './node-supply-shards';

const shards = (...sold: number[]) => sold.map((s, shard) => ({ shard, sold: s }));
const total = (rows: { sold: number }[]) => rows.reduce((sum, r) => sum + r.sold, 0);
const allotted = (rows: { allotment: number }[]) => rows.reduce((sum, r) => sum + r.allotment, 0);

describe('node supply shards', () => {
  it('spreads consecutive orders over every shard', () => {
    const used = new Set(Array.from({ length: NODE_SUPPLY_SHARDS }, (_, i) => supplyShard(String(1000 + i))));
    expect(used.size).toBe(NODE_SUPPLY_SHARDS);
    expect(supplyShard('12345678901234567890')).toBe(
      Number(12345678901234567890n % BigInt(NODE_SUPPLY_SHARDS)),
    );
  });

  it('takes the shares on the given shard and splits the rest so the allotments add up to the supply', () => {
    const split = splitSupply(shards(0, 0, 0), 10, { shard: 1, shares: 2 })!;
    expect(split).toEqual([
      { shard: 0, sold: 0, allotment: 3 },
      { shard: 1, sold: 2, allotment: 5 },
      { shard: 2, sold: 0, allotment: 2 },
    ]);
    expect(allotted(split)).toBe(10);
    expect(total(split)).toBe(2);
  });

  it('counts the total sold, not the shards: the one row of before, or shards sold unevenly', () => {
    const legacy = splitSupply(shards(997, 0, 0, 0), 1000, { shard: 3, shares: 3 })!;
    expect(legacy.map((s) => s.sold)).toEqual([997, 0, 0, 3]);
    expect(legacy.every((s) => s.allotment === s.sold)).toBe(true);
    expect(splitSupply(shards(997, 0, 0, 0), 1000, { shard: 2, shares: 4 })).toBeUndefined();
  });

  it('refuses what a smaller supply has no room for, and never allots less than was sold', () => {
    expect(splitSupply(shards(4, 4), 8, { shard: 0, shares: 1 })).toBeUndefined();
    expect(splitSupply(shards(6, 4), 5, { shard: 1, shares: 1 })).toBeUndefined();
    const exact = splitSupply(shards(2, 1), 4, { shard: 1, shares: 1 })!;
    expect(exact).toEqual([
      { shard: 0, sold: 2, allotment: 2 },
      { shard: 1, sold: 2, allotment: 2 },
    ]);
  });

  it('refuses a shard that does not exist', () => {
    expect(splitSupply(shards(0, 0), 10, { shard: 5, shares: 1 })).toBeUndefined();
  });

  it('keeps every shard within its allotment and the total within the supply, for any state', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 500; run++) {
      const n = 1 + Math.floor(random() * 6);
      const before = shards(...Array.from({ length: n }, () => Math.floor(random() * 20)));
      const supply = Math.floor(random() * 120);
      const take = { shard: Math.floor(random() * n), shares: 1 + Math.floor(random() * 10) };
      const split = splitSupply(before, supply, take);
      if (total(before) + take.shares > supply) {
        expect(split).toBeUndefined();
        continue;
      }
      expect(split).toBeDefined();
      expect(total(split!)).toBe(total(before) + take.shares);
      expect(allotted(split!)).toBe(supply);
      expect(split!.every((s) => s.sold <= s.allotment)).toBe(true);
    }
  });
});
