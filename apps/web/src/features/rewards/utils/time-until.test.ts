import { describe, expect, it } from 'vitest';
import { timeUntil } from './time-until';

const NOW = Date.parse('2026-11-23T09:30:00.000Z');

describe('timeUntil (the next global bonus settlement)', () => {
  it('splits the time left into hours and minutes, rounding down', () => {
    expect(timeUntil('2026-11-23T13:00:00.000Z', NOW)).toEqual({ hours: 3, minutes: 30 });
    expect(timeUntil('2026-11-23T09:30:59.000Z', NOW)).toEqual({ hours: 0, minutes: 0 });
  });
  it('stops at zero, and reads a malformed time as zero', () => {
    expect(timeUntil('2026-11-23T09:00:00.000Z', NOW)).toEqual({ hours: 0, minutes: 0 });
    expect(timeUntil('soon', NOW)).toEqual({ hours: 0, minutes: 0 });
  });
});
