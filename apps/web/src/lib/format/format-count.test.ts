import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups counts the way the language does', () => {
    expect(formatCount(1250, 'en-US')).toBe('1,250');
    expect(formatCount(1250, 'id-ID')).toBe('1.250');
    expect(formatCount(12, 'fa-IR')).toBe('12');
  });
  it('takes bigint counts whole', () => {
    expect(formatCount(12_345_678_901_234_567_890n, 'en-US')).toBe('12,345,678,901,234,567,890');
  });
});
