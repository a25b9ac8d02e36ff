import { describe, expect, it } from 'vitest';
import { chooseNonce, withGasMargin } from '../modules/withdraw/payouts/payout-rules';

describe('chooseNonce', () => {
  const none = { highest: undefined, highestMined: undefined };

  it("takes the chain's pending nonce when nothing was recorded", () => {
    expect(chooseNonce(none, 0)).toBe(0);
    expect(chooseNonce(none, 7)).toBe(7);
  });

  it('goes past a recorded payout that the chain has not seen yet', () => {
    expect(chooseNonce({ highest: 7n, highestMined: 6n }, 7)).toBe(8);
    expect(chooseNonce({ highest: 9n, highestMined: undefined }, 7)).toBe(10);
  });

  it('follows the chain when the treasury sent other transactions since', () => {
    expect(chooseNonce({ highest: 3n, highestMined: 3n }, 12)).toBe(12);
  });

  it('refuses when the chain has forgotten a payout that was mined', () => {
    expect(chooseNonce({ highest: 5n, highestMined: 5n }, 5)).toBeUndefined();
    expect(chooseNonce({ highest: 9n, highestMined: 5n }, 2)).toBeUndefined();
  });
});

describe('withGasMargin', () => {
  it('adds a fifth to the estimate', () => {
    expect(withGasMargin(50_000n)).toBe(60_000n);
  });
});
