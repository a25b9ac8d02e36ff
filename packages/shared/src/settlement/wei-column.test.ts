import { describe, expect, it } from 'vitest';
import { WeiColumn } from './wei-column';

describe('wei column', () => {
  const values = [0n, 1n, 2n ** 64n - 1n, 2n ** 64n, 2n ** 127n + 99n, 2n ** 128n - 1n, 1000n * 10n ** 18n];

  it('holds every amount from 0 to 2^128 - 1 exactly and refuses anything outside', () => {
    const column = WeiColumn.of(values);
    expect(column.length).toBe(values.length);
    expect(column.toArray()).toEqual(values);
    expect(() => column.set(0, 2n ** 128n)).toThrow(/outside 0..2\^128/);
    expect(() => column.set(0, -1n)).toThrow(/outside 0..2\^128/);
    expect(column.get(0)).toBe(0n);
  });

  it('moves amounts and resizes keeping what fits', () => {
    const column = WeiColumn.of(values);
    column.move(4, 0);
    expect(column.get(0)).toBe(2n ** 127n + 99n);
    const larger = column.resized(10);
    expect(larger.length).toBe(10);
    expect(larger.toArray()).toEqual([...column.toArray(), 0n, 0n, 0n]);
    expect(column.resized(2).toArray()).toEqual(column.toArray(2));
    expect(column.resized(10, 3).toArray()).toEqual([...column.toArray(3), ...Array(7).fill(0n)]);
  });
});
