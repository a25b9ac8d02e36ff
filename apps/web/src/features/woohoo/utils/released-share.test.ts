import { describe, expect, it } from 'vitest';
import { releasedShareBps } from './released-share';

const T = 10n ** 18n;

describe('releasedShareBps', () => {
  it('is released over locked, rounded down', () => {
    expect(releasedShareBps({ lockedAmount: (5_000n * T).toString(), released: '0' })).toBe(0n);
    expect(releasedShareBps({ lockedAmount: (5_000n * T).toString(), released: (250n * T).toString() })).toBe(
      500n,
    );
    expect(releasedShareBps({ lockedAmount: '3', released: '2' })).toBe(6666n);
    expect(releasedShareBps({ lockedAmount: '3', released: '3' })).toBe(10_000n);
  });
  it('is 0 for an empty position', () => {
    expect(releasedShareBps({ lockedAmount: '0', released: '0' })).toBe(0n);
  });
});
