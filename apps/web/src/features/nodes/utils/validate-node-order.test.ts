import type { NodesOverview } from '@woohoo/shared/api/nodes';
import { describe, expect, it } from 'vitest';
import { validateNodeOrder } from './validate-node-order';

const T = 10n ** 18n;
const overview: NodesOverview = {
  rulesVersion: 1,
  maxSharesPerOrder: 100,
  selfCountedOrders: 2,
  salesRewardBps: 1000,
  kinds: [
    {
      kind: 'main',
      price: `${520n * T}`,
      supply: 10,
      sold: 8,
      remaining: 2,
      held: 0,
      orders: 0,
      selfCounted: 0,
    },
  ],
};
const check = (quantityText: string, availableWei = 2000n * T) =>
  validateNodeOrder({ overview, kind: 'main', quantityText, availableWei });

describe('validateNodeOrder', () => {
  it('quotes shares, total and the balance after', () => {
    expect(check('2')).toEqual({
      ok: true,
      quote: { shares: 2, priceWei: 520n * T, totalWei: 1040n * T, balanceAfterWei: 960n * T },
    });
  });
  it('asks for a quantity when there is none or it is not whole', () => {
    for (const text of ['', '0', '1.5', 'x'])
      expect(check(text)).toEqual({ ok: false, problem: 'quantityInvalid' });
  });
  it('says when the kind has too few shares left, or the balance is short', () => {
    expect(check('3')).toEqual({ ok: false, problem: 'insufficientSupply' });
    // Short of balance, the order still says what it would cost, for the summary beside the error.
    expect(check('1', 519n * T)).toEqual({
      ok: false,
      problem: 'insufficientBalance',
      cost: { shares: 1, priceWei: 520n * T, totalWei: 520n * T },
    });
  });
});
