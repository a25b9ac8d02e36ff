import { describe, expect, it } from 'vitest';
import { dailyRelease, openPhase, positionState, quoteWoohoo } from './woohoo-rules';

const T = 10n ** 18n;
const phases = [
  { phase: 1, quotaWei: 5200n * T, soldWei: 0n, priceWei: T / 10n },
  { phase: 2, quotaWei: 3900n * T, soldWei: 0n, priceWei: (T * 15n) / 100n },
  { phase: 3, quotaWei: 2600n * T, soldWei: 0n, priceWei: T / 5n },
];

describe('$WOOHOO phases (SPEC 1, 9)', () => {
  it('sells whole units from the open phase at its price', () => {
    expect(quoteWoohoo(phases, { amountWei: 100n * T, availableWei: 10n * T })).toEqual({
      phase: 1,
      amountWei: 100n * T,
      priceWei: T / 10n,
      costWei: 10n * T,
    });
  });
  it('sells the last unit of a phase, then opens the next', () => {
    const almost = [{ ...phases[0], soldWei: 5199n * T }, ...phases.slice(1)] as typeof phases;
    expect(quoteWoohoo(almost, { amountWei: T, availableWei: T })).toMatchObject({ phase: 1 });
    expect(quoteWoohoo(almost, { amountWei: 2n * T, availableWei: 10n * T })).toBe('insufficientQuota');
    const soldOut = [{ ...phases[0], soldWei: 5200n * T }, ...phases.slice(1)] as typeof phases;
    expect(openPhase(soldOut)?.phase).toBe(2);
    expect(quoteWoohoo(soldOut, { amountWei: T, availableWei: T })).toMatchObject({
      phase: 2,
      costWei: (T * 15n) / 100n,
    });
  });
  it('refuses fractions, zero, a short balance, and anything once all phases are sold', () => {
    expect(quoteWoohoo(phases, { amountWei: T / 2n, availableWei: T })).toBe('quantityInvalid');
    expect(quoteWoohoo(phases, { amountWei: 0n, availableWei: T })).toBe('quantityInvalid');
    expect(quoteWoohoo(phases, { amountWei: 100n * T, availableWei: 10n * T - 1n })).toBe(
      'insufficientBalance',
    );
    const none = phases.map((p) => ({ ...p, soldWei: p.quotaWei }));
    expect(quoteWoohoo(none, { amountWei: T, availableWei: 100n * T })).toBe('insufficientQuota');
  });
});

describe('locked positions (SPEC 3, 4)', () => {
  const start = new Date('2026-02-01T00:00:00Z');
  const position = { lockedWei: 1000n * T, releasedWei: 0n, releaseStart: start };
  it('locks until the release start, releases 1% a day, and ends when all is out', () => {
    expect(positionState(position, new Date('2026-01-15T00:00:00Z'))).toBe('locking');
    expect(dailyRelease({ dailyReleaseBps: 100n }, position, new Date('2026-01-31T23:00:00Z'))).toBe(0n);
    expect(positionState(position, start)).toBe('releasing');
    expect(dailyRelease({ dailyReleaseBps: 100n }, position, start)).toBe(10n * T);
    const last = { ...position, releasedWei: 995n * T };
    expect(dailyRelease({ dailyReleaseBps: 100n }, last, start)).toBe(5n * T);
    expect(positionState({ ...position, releasedWei: 1000n * T }, start)).toBe('ended');
  });
});
