import { describe, expect, it } from 'vitest';
import { HOT_ACCOUNT_SHARDS, PLATFORM_ACCOUNT_NAMES, platformShard, shardCount } from './platform-accounts';

describe('platform account shards', () => {
  it('keeps the accounts every purchase or swap touches in several rows, the others in one', () => {
    for (const hot of [
      'node_sales',
      'woohoo_sales',
      'mall_revenue',
      'fees',
      'issuance',
      'swap_reserve',
    ] as const)
      expect(shardCount(hot)).toBe(HOT_ACCOUNT_SHARDS);
    for (const cold of ['chain', 'rewards', 'box_prizes', 'task_rewards', 'adjustments'] as const)
      expect(shardCount(cold)).toBe(1);
  });

  it('gives consecutive records consecutive rows, so concurrent orders spread over every row', () => {
    const rows = Array.from({ length: HOT_ACCOUNT_SHARDS }, (_, i) =>
      platformShard('node_sales', String(1000 + i)),
    );
    expect(new Set(rows).size).toBe(HOT_ACCOUNT_SHARDS);
    expect(platformShard('node_sales', '1000')).toBe(
      platformShard('node_sales', String(1000 + HOT_ACCOUNT_SHARDS)),
    );
  });

  it('puts every transfer of one record on the same row of each account, and a one-row account on row 0', () => {
    expect(platformShard('node_sales', '77')).toBe(platformShard('issuance', '77'));
    for (const name of PLATFORM_ACCOUNT_NAMES) {
      const shard = platformShard(name, '123456');
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(shardCount(name));
    }
    expect(platformShard('chain', '99')).toBe(0);
  });

  it('hashes a reference that is not a number to a stable row in range', () => {
    const refs = Array.from({ length: 2000 }, (_, i) => `0xdeposit${i}:${i * 7}`);
    const rows = refs.map((ref) => platformShard('fees', ref));
    expect(refs.map((ref) => platformShard('fees', ref))).toEqual(rows);
    expect(Math.min(...rows)).toBe(0);
    expect(Math.max(...rows)).toBe(HOT_ACCOUNT_SHARDS - 1);
    // Spread: no row takes more than twice its fair share of 2,000 references.
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row, (counts.get(row) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThan((2 * 2000) / HOT_ACCOUNT_SHARDS);
  });
});
