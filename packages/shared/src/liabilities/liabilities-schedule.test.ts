import { describe, expect, it } from 'vitest';
import { nextLiabilitiesBuildAfter } from './liabilities-schedule';

describe('nextLiabilitiesBuildAfter', () => {
  it('is the close of the running settlement day, 21:00 UTC+8 (13:00 UTC)', () => {
    expect(nextLiabilitiesBuildAfter(new Date('2026-12-07T12:59:59.000Z')).toISOString()).toBe(
      '2026-12-07T13:00:00.000Z',
    );
    // At the close the next day runs: its trees come a day later.
    expect(nextLiabilitiesBuildAfter(new Date('2026-12-07T13:00:00.000Z')).toISOString()).toBe(
      '2026-12-08T13:00:00.000Z',
    );
  });
});
