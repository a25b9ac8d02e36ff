import { describe, expect, it } from 'vitest';
import { formatBps } from './format-bps';

describe('formatBps', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(formatBps(0)).toBe('0%');
    expect(formatBps(5)).toBe('0.05%');
    expect(formatBps(50)).toBe('0.5%');
    expect(formatBps(100)).toBe('1%');
    expect(formatBps(125)).toBe('1.25%');
    expect(formatBps(10_000n)).toBe('100%');
    expect(formatBps(-5)).toBe('-0.05%');
  });
  it('writes the percentage the way the language does', () => {
    expect(formatBps(9950, 'es-ES')).toBe('99,5\u00a0%');
    expect(formatBps(125, 'id-ID')).toBe('1,25%');
    expect(formatBps(123_456, 'en-US')).toBe('1,234.56%');
  });
});
