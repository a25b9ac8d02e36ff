import { describe, expect, it } from 'vitest';
import type { Paged } from './money-types';
import { flattenPages, nextPageParam } from './next-page-param';

function makePage(overrides: Partial<Paged<number>> = {}): Paged<number> {
  return { items: [1, 2], page: 1, size: 2, total: 5, ...overrides };
}

describe('nextPageParam', () => {
  it('asks for the next page while there are more items', () => {
    expect(nextPageParam(makePage())).toBe(2);
    expect(nextPageParam(makePage({ page: 2 }))).toBe(3);
  });
  it('stops after the last page', () => {
    expect(nextPageParam(makePage({ page: 3, items: [5] }))).toBeUndefined();
    expect(nextPageParam(makePage({ total: 2 }))).toBeUndefined();
  });
  it('stops on an empty page whatever the total says', () => {
    expect(nextPageParam(makePage({ items: [], total: 100 }))).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('joins the pages in order', () => {
    expect(flattenPages([makePage(), makePage({ items: [3, 4], page: 2 })])).toEqual([1, 2, 3, 4]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
