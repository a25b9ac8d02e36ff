import { describe, expect, it } from 'vitest';
import { formatBps } from './format-bps';

describe('formatBps', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatBps(10_000)).toBe('100.00%');
    expect(formatBps(9950)).toBe('99.50%');
    expect(formatBps(7)).toBe('0.07%');
    expect(formatBps(0)).toBe('0.00%');
  });
});
