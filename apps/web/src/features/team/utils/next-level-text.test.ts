import { describe, expect, it } from 'vitest';
import { renderText, type Text } from '../../../lib/i18n/render-text';
import { translateEnglish } from '../../../testing/translate-english';
import { describeNextLevelNeed, needProgressPercent } from './next-level-text';
import type { NextLevelNeed } from './team-types';

const T = 10n ** 18n;
const text = (value: Text) => renderText(translateEnglish, value);

describe('describeNextLevelNeed (SPEC 6)', () => {
  it('counts active direct referrals toward D1', () => {
    expect(text(describeNextLevelNeed({ what: 'activeDirects', have: 3, need: 5 }))).toBe(
      '3 of 5 active direct referrals',
    );
    expect(text(describeNextLevelNeed({ what: 'activeDirects', have: 0, need: 1 }))).toBe(
      '0 of 1 active direct referral',
    );
  });

  it('shows the small-community performance in USDT with the one amount rule', () => {
    const need: NextLevelNeed = {
      what: 'smallCommunity',
      haveWei: (12_000n * T).toString(),
      needWei: (30_000n * T).toString(),
    };
    expect(text(describeNextLevelNeed(need))).toBe('12,000 of 30,000 USDT small-community performance');
  });

  it('counts the legs holding a B5 toward B6, and a B6 toward B7', () => {
    expect(text(describeNextLevelNeed({ what: 'legsWithB5', have: 1, need: 2 }))).toBe(
      '1 of 2 legs with a B5',
    );
    expect(text(describeNextLevelNeed({ what: 'legsWithB6', have: 0, need: 2 }))).toBe(
      '0 of 2 legs with a B6',
    );
  });
});

describe('needProgressPercent', () => {
  it('gives whole percentages and stops at 100', () => {
    expect(needProgressPercent({ what: 'activeDirects', have: 3, need: 5 })).toBe(60);
    expect(needProgressPercent({ what: 'legsWithB5', have: 3, need: 2 })).toBe(100);
    expect(
      needProgressPercent({
        what: 'smallCommunity',
        haveWei: (12_000n * T).toString(),
        needWei: (30_000n * T).toString(),
      }),
    ).toBe(40);
  });

  it('reads a condition that needs nothing as met', () => {
    expect(needProgressPercent({ what: 'activeDirects', have: 0, need: 0 })).toBe(100);
  });
});
