import { INCOME_KIND_NAMES } from '@woohoo/shared/income-kinds';
import { describe, expect, it } from 'vitest';
import { renderText, type Text } from '../../../lib/i18n/render-text';
import { makeIncomeEntry } from '../../../testing/team-factories';
import { translateEnglish } from '../../../testing/translate-english';
import { describeIncome, INCOME_KIND_LABELS } from './describe-income';
import type { IncomeEntry } from './reward-types';

const text = (value: Text) => renderText(translateEnglish, value);
const words = (entry: IncomeEntry) => {
  const line = describeIncome(entry);
  return `${text(line.label)}: ${text(line.detail)}`;
};

describe('describeIncome', () => {
  it('labels and explains every income kind the server can write, in English', () => {
    for (const kind of INCOME_KIND_NAMES) {
      const ref = kind.startsWith('reward_') || kind === 'assessment_clear' ? 'settlement' : 'node_order';
      const entry = makeIncomeEntry({
        kind,
        ref: { type: ref, id: ref === 'settlement' ? '2026-11-22' : '17' },
      });
      expect(() => words(entry), kind).not.toThrow();
      expect(text({ key: INCOME_KIND_LABELS[kind] }), kind).not.toMatch(/^rewards\.|^history\./);
    }
  });

  it('names the node order and its buyer for the sales reward and the bonuses', () => {
    expect(words(makeIncomeEntry())).toBe('Node sales reward: Node order #17 of 0xab…eC9B');
    expect(words(makeIncomeEntry({ kind: 'node_share_bonus', asset: 'USDB' }))).toBe(
      'Node referral bonus: Node order #17 of 0xab…eC9B',
    );
    expect(words(makeIncomeEntry({ kind: 'node_tier_bonus', counterparty: null }))).toBe(
      'Referral tier bonus: Node order #17',
    );
  });

  it('names the settlement day of a reward, and the week of a clear', () => {
    const ref = { type: 'settlement', id: '2026-11-22' } as const;
    expect(words(makeIncomeEntry({ kind: 'reward_differential', ref, counterparty: null, lines: 3 }))).toBe(
      'Differential reward: Settlement of Nov 22, 2026',
    );
    expect(words(makeIncomeEntry({ kind: 'assessment_clear', ref, counterparty: null }))).toBe(
      'Assessment missed: rewards cleared: Week ending Nov 22, 2026',
    );
  });

  it('names the task, the gift and its sender, and the box with its prize and gift card', () => {
    expect(
      words(makeIncomeEntry({ kind: 'task_reward', ref: { type: 'task', id: '4' }, task: 'pioneer_target' })),
    ).toBe('Task reward: Reach pioneer');
    expect(words(makeIncomeEntry({ kind: 'task_reward', ref: { type: 'task', id: '4' }, task: null }))).toBe(
      'Task reward: Task #4',
    );
    expect(words(makeIncomeEntry({ kind: 'invite_gift', ref: { type: 'task_gift', id: '3' } }))).toBe(
      'Invite gift: Gift #3 from 0xab…eC9B',
    );
    const box = { kind: 'tutorial', prize: 4, giftCardNo: 'GC-0000005-7433' };
    expect(words(makeIncomeEntry({ kind: 'box_prize', ref: { type: 'blind_box', id: '5' }, box }))).toBe(
      'Blind box prize: Blind box #5: prize 4, gift card GC-0000005-7433',
    );
  });

  it('says "Unknown reward" for a kind it cannot name', () => {
    expect(words(makeIncomeEntry({ kind: 'mystery' as IncomeEntry['kind'] }))).toBe(
      'Unknown reward: Node order #17',
    );
  });
});
