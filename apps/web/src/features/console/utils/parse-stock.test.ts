import { describe, expect, it } from 'vitest';
import { parseStock } from './parse-stock';

describe('parseStock', () => {
  it('reads a whole number from 0 to 1,000,000', () => {
    expect(parseStock('0')).toEqual({ ok: true, stock: 0 });
    expect(parseStock(' 42 ')).toEqual({ ok: true, stock: 42 });
    expect(parseStock('1000000')).toEqual({ ok: true, stock: 1_000_000 });
  });
  it('refuses empty, negative, fractional and too large counts', () => {
    for (const text of ['', '-1', '1.5', '1e3', '1000001']) expect(parseStock(text).ok).toBe(false);
  });
});
