import { describe, expect, it } from 'vitest';
import { countPages } from './count-pages';

describe('countPages', () => {
  it('rounds a partly filled last page up', () => {
    expect(countPages(41, 20)).toBe(3);
    expect(countPages(40, 20)).toBe(2);
    expect(countPages(1, 20)).toBe(1);
  });
  it('shows an empty list as page 1 of 1', () => {
    expect(countPages(0, 20)).toBe(1);
    expect(countPages(5, 0)).toBe(1);
  });
});
