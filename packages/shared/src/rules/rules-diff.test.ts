import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, rulesToJson } from './rules-config';
import { diffRules } from './rules-diff';

describe('diffRules', () => {
  it('finds nothing between a configuration and itself', () => {
    expect(diffRules(rulesToJson(DEFAULT_RULES), rulesToJson(DEFAULT_RULES))).toEqual([]);
  });

  it('names each changed leaf by its path, arrays by index', () => {
    const before = rulesToJson(DEFAULT_RULES) as { boxes: { prizeWeights: string[] } };
    const after = structuredClone(before) as typeof before & { stake: { packages: { days: number }[] } };
    after.boxes.prizeWeights[9] = '60';
    const firstDays = after.stake.packages[0]?.days;
    if (after.stake.packages[0]) after.stake.packages[0].days = 99;
    expect(diffRules(before, after)).toEqual([
      { path: 'stake.packages[0].days', before: firstDays, after: 99 },
      { path: 'boxes.prizeWeights[9]', before: '50', after: '60' },
    ]);
  });

  it('shows what was added or removed, and a change of shape as one change', () => {
    expect(diffRules({ a: [1, 2] }, { a: [1], b: { c: 1 } })).toEqual([
      { path: 'a[1]', before: 2, after: undefined },
      { path: 'b', before: undefined, after: { c: 1 } },
    ]);
    expect(diffRules({ a: [1] }, { a: { 0: 1 } })).toEqual([{ path: 'a', before: [1], after: { 0: 1 } }]);
    expect(diffRules(1, 2)).toEqual([{ path: '(root)', before: 1, after: 2 }]);
  });
});
