import { describe, expect, it } from 'vitest';
import { describeRules, humanizeRuleKey } from './describe-rules';

const ONE = 10n ** 18n;

describe('describeRules', () => {
  it('reads keys ending in Wei as amounts and in Bps as basis points, other values as they are', () => {
    const [nodes] = describeRules({
      version: 3,
      effectiveAt: '2026-01-01T00:00:00.000Z',
      nodes: { shareWei: (520n * ONE).toString(), salesRewardBps: '1000', maxSharesPerOrder: 100, id: 'd30' },
    });
    expect(nodes?.key).toBe('nodes');
    expect(nodes?.entries).toEqual([
      { key: 'shareWei', value: { type: 'amount', amountWei: 520n * ONE } },
      { key: 'salesRewardBps', value: { type: 'bps', bps: 1000n } },
      { key: 'maxSharesPerOrder', value: { type: 'text', text: '100' } },
      { key: 'id', value: { type: 'text', text: 'd30' } },
    ]);
  });

  it('keeps the unit of a list key for its items, and reads objects in a list by their own keys', () => {
    const [rewards] = describeRules({
      rewards: {
        levelRatesBps: ['0', '300'],
        packages: [{ days: 30, dailyRateBps: '30' }],
        supply: { main: 1000 },
      },
    });
    expect(rewards?.entries.map((entry) => entry.value)).toEqual([
      {
        type: 'list',
        items: [
          { type: 'bps', bps: 0n },
          { type: 'bps', bps: 300n },
        ],
      },
      {
        type: 'list',
        items: [
          {
            type: 'group',
            entries: [
              { key: 'days', value: { type: 'text', text: '30' } },
              { key: 'dailyRateBps', value: { type: 'bps', bps: 30n } },
            ],
          },
        ],
      },
      { type: 'group', entries: [{ key: 'main', value: { type: 'text', text: '1000' } }] },
    ]);
  });

  it('shows a malformed amount as it came rather than failing', () => {
    const [section] = describeRules({ boxes: { prizeWei: '1.5' } });
    expect(section?.entries[0]?.value).toEqual({ type: 'text', text: '1.5' });
  });

  it('leaves version and effective time to the header and gathers loose values last', () => {
    const sections = describeRules({ version: 2, effectiveAt: 'x', flag: true, team: { d1Directs: 5 } });
    expect(sections.map((section) => section.key)).toEqual(['team', 'other']);
  });
});

describe('humanizeRuleKey', () => {
  it('puts a key in words, assets and level names in capitals', () => {
    expect(humanizeRuleKey('bonusPerShareUsdbWei')).toBe('Bonus per share USDB');
    expect(humanizeRuleKey('legsForB6B7')).toBe('Legs for B6 B7');
    expect(humanizeRuleKey('b3SmallCommunityWei')).toBe('B3 small community');
    expect(humanizeRuleKey('capBps')).toBe('Cap');
  });
});
