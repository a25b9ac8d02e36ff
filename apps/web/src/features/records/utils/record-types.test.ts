import { describe, expect, it } from 'vitest';
import { statusFilterOptions, statusParam } from './record-types';

describe('statusFilterOptions', () => {
  it('offers all and the four SPEC 4 states for deposits and withdrawals', () => {
    const all = ['all', 'reviewing', 'approved', 'success', 'rejected'];
    expect(statusFilterOptions('deposit')).toEqual(all);
    expect(statusFilterOptions('withdraw')).toEqual(all);
  });
  it('offers no filter for transfers and swaps, which always succeed', () => {
    expect(statusFilterOptions('transfer')).toEqual([]);
    expect(statusFilterOptions('swap')).toEqual([]);
  });
});

describe('statusParam', () => {
  it('sends no status for "all"', () => {
    expect(statusParam('all')).toBeUndefined();
    expect(statusParam('rejected')).toBe('rejected');
  });
});
