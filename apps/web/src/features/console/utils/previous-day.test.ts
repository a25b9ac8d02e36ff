import { describe, expect, it } from 'vitest';
import { previousDay } from './previous-day';

describe('previousDay', () => {
  it('is the local day before, across a month and a year', () => {
    expect(previousDay(new Date(2026, 5, 2, 10))).toBe('2026-06-01');
    expect(previousDay(new Date(2026, 2, 1, 0, 30))).toBe('2026-02-28');
    expect(previousDay(new Date(2026, 0, 1, 12))).toBe('2025-12-31');
  });
});
