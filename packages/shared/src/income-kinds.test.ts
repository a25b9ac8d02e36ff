import { describe, expect, it } from 'vitest';
import {
  INCOME_ASSETS,
  INCOME_KIND_NAMES,
  isIncomeKind,
  LEDGER_KIND_INCOME,
  rewardKindOf,
} from './income-kinds';
import { LEDGER_KIND_NAMES } from './ledger-kinds';
import { REWARD_KIND_NAMES, REWARD_KINDS, rewardLedgerKind } from './settlement/reward-kinds';

describe('what counts as income', () => {
  it('counts every settlement reward kind, and maps each back to its reward kind', () => {
    for (const kind of REWARD_KIND_NAMES) {
      expect(isIncomeKind(rewardLedgerKind(kind))).toBe(true);
      expect(rewardKindOf(rewardLedgerKind(kind))).toBe(kind);
    }
    expect(rewardKindOf('node_sales_reward')).toBeUndefined();
  });

  it('counts the node bonuses, prizes, task rewards and gifts, and takes back cleared rewards', () => {
    for (const kind of ['node_sales_reward', 'node_share_bonus', 'node_tier_bonus', 'box_prize']) {
      expect(LEDGER_KIND_INCOME[kind as keyof typeof LEDGER_KIND_INCOME]).toBe('earned');
    }
    expect(LEDGER_KIND_INCOME.task_reward).toBe('earned');
    expect(LEDGER_KIND_INCOME.invite_gift).toBe('earned');
    expect(LEDGER_KIND_INCOME.assessment_clear).toBe('taken_back');
  });

  it("does not count the user's own money, moves between buckets, purchases or adjustments", () => {
    for (const kind of [
      'deposit',
      'transfer',
      'withdraw_refund',
      'mall_refund',
      'stake_return',
      'position_release',
      'assessment_release',
      'woohoo_purchase',
      'swap',
      'balance_adjustment',
    ]) {
      expect(isIncomeKind(kind)).toBe(false);
    }
  });

  it('lists the income kinds in the ledger catalogue order, each once', () => {
    expect(INCOME_KIND_NAMES).toEqual(LEDGER_KIND_NAMES.filter((kind) => LEDGER_KIND_INCOME[kind] !== null));
    expect(new Set(INCOME_KIND_NAMES).size).toBe(INCOME_KIND_NAMES.length);
  });

  it('offers every asset a reward is paid in as an income asset', () => {
    for (const kind of REWARD_KIND_NAMES) {
      expect(INCOME_ASSETS).toContain(REWARD_KINDS[kind].asset);
    }
    expect(INCOME_ASSETS).toContain('USDB');
  });
});
