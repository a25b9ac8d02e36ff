import { describe, expect, it } from 'vitest';
import { formatBps } from '../../../lib/money/format-bps';
import { makePrizes, ONE_USDT_WEI } from '../testing/box-factories';
import { prizeRows, topPrizeWei } from './prize-rows';

describe('prizeRows', () => {
  it("gives each prize its chance from the API's weights, in basis points", () => {
    const rows = prizeRows(makePrizes());
    expect(rows.map((r) => r.prize)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((r) => formatBps(r.chanceBps))).toEqual([
      '30%',
      '20%',
      '15%',
      '12%',
      '9%',
      '6%',
      '4%',
      '2.5%',
      '1%',
      '0.5%',
    ]);
    expect(rows.reduce((sum, r) => sum + r.chanceBps, 0n)).toBe(10_000n);
    expect(topPrizeWei(makePrizes())).toBe(200n * ONE_USDT_WEI);
  });

  it('rounds a chance half up and survives a table without weight', () => {
    const thirds = [1, 2, 3].map((prize) => ({ prize, value: '1', weight: '1' }));
    expect(prizeRows(thirds).map((r) => r.chanceBps)).toEqual([3333n, 3333n, 3333n]);
    expect(prizeRows([{ prize: 1, value: '1', weight: '0' }])[0]?.chanceBps).toBe(0n);
    expect(topPrizeWei([])).toBe(0n);
  });
});
