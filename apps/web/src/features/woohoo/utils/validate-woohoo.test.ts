import type { WoohooPhases } from '@woohoo/shared/api/woohoo';
import { describe, expect, it } from 'vitest';
import { validateWoohoo } from './validate-woohoo';

const T = 10n ** 18n;
const offer: WoohooPhases = {
  rulesVersion: 1,
  lockDays: 30,
  dailyReleaseBps: 100,
  phases: [
    {
      phase: 1,
      quota: `${5200n * T}`,
      sold: `${5190n * T}`,
      remaining: `${10n * T}`,
      price: `${T / 10n}`,
      open: true,
    },
    {
      phase: 2,
      quota: `${3900n * T}`,
      sold: '0',
      remaining: `${3900n * T}`,
      price: `${(T * 15n) / 100n}`,
      open: false,
    },
  ],
};

describe('validateWoohoo', () => {
  it('quotes whole units at the open phase price', () => {
    expect(validateWoohoo({ offer, unitsText: '10', availableWei: T })).toEqual({
      ok: true,
      quote: { phase: 1, amountWei: 10n * T, priceWei: T / 10n, costWei: T },
    });
  });
  it('says "Insufficient quota" when the open phase cannot fill the order', () => {
    expect(validateWoohoo({ offer, unitsText: '11', availableWei: 100n * T })).toEqual({
      ok: false,
      problem: 'insufficientQuota',
    });
  });
  it('asks for a quantity, and checks the balance', () => {
    expect(validateWoohoo({ offer, unitsText: '', availableWei: T })).toEqual({
      ok: false,
      problem: 'quantityInvalid',
    });
    // Short of balance, the order still says what it would cost, for the summary beside the error.
    expect(validateWoohoo({ offer, unitsText: '10', availableWei: T - 1n })).toEqual({
      ok: false,
      problem: 'insufficientBalance',
      cost: { phase: 1, amountWei: 10n * T, priceWei: T / 10n, costWei: T },
    });
  });
});
