import { describe, expect, it } from 'vitest';
import { formatChance, readBoxPrizeTable } from './box-prize-table';

const ONE = 10n ** 18n;
const VALUES = [1n, 2n, 3n, 5n, 8n, 10n, 20n, 50n, 100n, 200n].map((usdt) => (usdt * ONE).toString());
const WEIGHTS = ['3000', '2000', '1500', '1200', '900', '600', '400', '250', '100', '50'];

function makeRules(boxes: Record<string, unknown> = {}) {
  return { boxes: { prizeValuesWei: VALUES, prizeWeights: WEIGHTS, ...boxes } };
}

describe('readBoxPrizeTable', () => {
  it('lists the 10 prizes with their value, weight and chance of the total weight', () => {
    const table = readBoxPrizeTable(makeRules());
    if (!table.ok) throw new Error(table.problem);
    expect(table.totalWeight).toBe(10_000n);
    expect(table.rows).toHaveLength(10);
    expect(table.rows[0]).toEqual({ prize: 1, valueWei: ONE, weight: 3000n, chanceText: '30.00%' });
    expect(table.rows[9]).toEqual({ prize: 10, valueWei: 200n * ONE, weight: 50n, chanceText: '0.50%' });
  });
  it('says what is wrong when the prizes are missing, too few or not whole numbers', () => {
    expect(readBoxPrizeTable({})).toEqual({ ok: false, problem: 'The rules have no "boxes" section' });
    expect(readBoxPrizeTable(makeRules({ prizeWeights: WEIGHTS.slice(1) }))).toEqual({
      ok: false,
      problem: 'boxes.prizeWeights must list 10 values',
    });
    expect(readBoxPrizeTable(makeRules({ prizeValuesWei: [...VALUES.slice(1), 5] }))).toEqual({
      ok: false,
      problem: 'boxes.prizeValuesWei[9] must be a whole number in a string, e.g. "3000"',
    });
    expect(readBoxPrizeTable(makeRules({ prizeWeights: WEIGHTS.map(() => '0') })).ok).toBe(false);
  });
});

describe('formatChance', () => {
  it('rounds to two decimals, half up, without floats', () => {
    expect(formatChance(1n, 3n)).toBe('33.33%');
    expect(formatChance(2n, 3n)).toBe('66.67%');
    expect(formatChance(1n, 1n)).toBe('100.00%');
    expect(formatChance(0n, 7n)).toBe('0.00%');
    expect(formatChance(1n, 0n)).toBe('—');
  });
});
