import { describe, expect, it } from 'vitest';
import { costIgnoringBalance } from './cost-ignoring-balance';

/** A toy quote: 3 a unit, refused over 10 units or over the balance. */
const quoteWith = (units: number) => (availableWei: bigint) =>
  units > 10
    ? 'quantityInvalid'
    : BigInt(units) * 3n > availableWei
      ? 'insufficientBalance'
      : { costWei: BigInt(units) * 3n };

describe('costIgnoringBalance', () => {
  it('quotes an order the balance does not cover as if it did', () => {
    expect(costIgnoringBalance(quoteWith(4), 'insufficientBalance')).toEqual({ costWei: 12n });
  });
  it('says nothing for any other problem', () => {
    expect(costIgnoringBalance(quoteWith(11), 'quantityInvalid')).toBeUndefined();
  });
});
