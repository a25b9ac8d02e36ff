import { describe, expect, it } from 'vitest';
import { KIND, RewardTable, SOURCE } from './reward-table';

const T = 10n ** 18n;

describe('reward table', () => {
  it('keeps every field of every line through growth, amounts of any size below 2^128 exactly', () => {
    const table = new RewardTable();
    const big = [0n, 1n, 2n ** 64n - 1n, 2n ** 64n, 2n ** 64n + 7n, 2n ** 126n + 12345n, 1000n * T];
    for (let i = 0; i < 5_000; i++) {
      const value = big[i % big.length]! + BigInt(i);
      table.add(
        i,
        i % 2 ? KIND.generation : KIND.community_subsidy,
        i % 2 ? SOURCE.node_order : SOURCE.pool,
        i * 3,
        value * 2n,
        50n,
        value,
        i % 7,
        100,
      );
    }
    expect(table.length).toBe(5_000);
    expect(() => table.add(0, KIND.static, SOURCE.pool, 0, 0n, 0n, 2n ** 128n)).toThrow(/outside/);
    expect(() => table.add(0, KIND.static, SOURCE.pool, 0, -1n, 0n, 1n)).toThrow(/outside/);
    for (const i of [0, 1, 2, 3, 4, 5, 6, 1023, 1024, 4_999]) {
      const value = big[i % big.length]! + BigInt(i);
      expect(table.line(i)).toEqual({
        user: i,
        kind: i % 2 ? 'generation' : 'community_subsidy',
        source: i % 2 ? 'node_order' : 'pool',
        sourceId: i * 3,
        basisWei: value * 2n,
        rateBps: 50n,
        weight: i % 7,
        weightTotal: 100,
        valueWei: value,
        paidValueWei: value,
        asset: 'USDT',
        amountWei: 0n,
      });
    }
  });

  it('settles each line to its paid value and amount, dropping those that come to nothing, in order', () => {
    const table = new RewardTable();
    table.add(0, KIND.static, SOURCE.stake_order, 1, 100n * T, 30n, 3n * T);
    table.add(1, KIND.id_referral, SOURCE.user, 0, 1n, 0n, 1n);
    table.add(2, KIND.network_dividend, SOURCE.pool, 0, 50n * T, 0n, 6n * T, 1, 2);
    table.add(3, KIND.differential, SOURCE.node_order, 9, 520n * T, 300n, 15_6n * T);
    // Half of every value; in BNB at 600 USDT, in BHC at 0.1 USDT; 1 wei of USDT halves to nothing.
    table.settle(
      (value) => value / 2n,
      (paid, asset) => (asset === 'BNB' ? paid / 600n : asset === 'BHC' ? paid * 10n : paid),
    );
    expect(table.lines().map((l) => [l.user, l.kind, l.paidValueWei, l.amountWei])).toEqual([
      [0, 'static', (3n * T) / 2n, (3n * T) / 2n],
      [2, 'network_dividend', 3n * T, (3n * T) / 600n],
      [3, 'differential', 78n * T, 78n * T],
    ]);
    expect(table.valueWei(1)).toBe(6n * T);
    expect(table.totalValueWei).toBe(3n * T + 1n + 6n * T + 156n * T);
    expect(table.paidValueTotalWei).toBe((3n * T) / 2n + 3n * T + 78n * T);
    expect(() => table.add(0, KIND.static, SOURCE.pool, 0, 0n, 0n, 1n)).toThrow(/settled/);
  });

  it('pays an uncapped line its value, converting only other assets, and drops what converts to nothing', () => {
    const table = new RewardTable(2);
    table.add(0, KIND.static, SOURCE.stake_order, 1, 100n * T, 30n, 2n ** 70n + 3n);
    table.add(1, KIND.network_dividend, SOURCE.pool, 0, 50n * T, 0n, 599n, 1, 3);
    table.add(2, KIND.network_dividend, SOURCE.pool, 0, 50n * T, 0n, 1200n, 2, 3);
    table.add(3, KIND.id_referral, SOURCE.user, 7, 5n, 0n, 5n);
    table.settle(null, (paid, asset) => (asset === 'BNB' ? paid / 600n : asset === 'BHC' ? paid * 10n : 0n));
    expect(table.lines().map((l) => [l.user, l.paidValueWei, l.amountWei])).toEqual([
      [0, 2n ** 70n + 3n, 2n ** 70n + 3n],
      [2, 1200n, 2n],
      [3, 5n, 50n],
    ]);
    expect(table.paidValueTotalWei).toBe(2n ** 70n + 3n + 1200n + 5n);
  });
});
