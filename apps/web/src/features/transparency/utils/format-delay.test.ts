import { describe, expect, it } from 'vitest';
import { formatDelay } from './format-delay';

describe('formatDelay', () => {
  it('names the delay in the largest whole unit', () => {
    expect(formatDelay(172_800, 'en-US')).toBe('48 hours');
    expect(formatDelay(604_800, 'en-US')).toBe('7 days');
    expect(formatDelay(90, 'en-US')).toBe('90 seconds');
    expect(formatDelay(300, 'en-US')).toBe('5 minutes');
    expect(formatDelay(5, 'en-US')).toBe('5 seconds');
  });

  it('writes the unit in the interface language, digits in Latin', () => {
    expect(formatDelay(172_800, 'ru-RU')).toBe('48 часов');
    expect(formatDelay(172_800, 'fa-IR')).toMatch(/48/);
  });
});
