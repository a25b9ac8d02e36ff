import { describe, expect, it } from 'vitest';
import { diffAuditChange } from './diff-audit-change';
import { formatAuditAmounts } from './format-audit-amounts';

const ONE = 10n ** 18n;

describe('formatAuditAmounts', () => {
  it("shows a settlement run's paid value in USDT, not in the smallest unit", () => {
    const after = { state: 'done', paidValue: (1234n * ONE + ONE / 4n).toString(), usersPaid: 3 };
    expect(formatAuditAmounts('settlement.run', after)).toEqual({
      state: 'done',
      paidValue: '1,234.25 USDT',
      usersPaid: 3,
    });
  });

  it("shows an adjustment's amount and balance in the asset the row names", () => {
    const before = { asset: 'BHC', available: '0' };
    const after = {
      asset: 'BHC',
      available: (1500n * ONE).toString(),
      amount: (1500n * ONE).toString(),
      reason: 'Goodwill credit',
    };
    expect(
      diffAuditChange(formatAuditAmounts('user.adjust', before), formatAuditAmounts('user.adjust', after)),
    ).toEqual([
      { key: 'available', before: '0 BHC', after: '1,500 BHC' },
      { key: 'amount', before: '—', after: '1,500 BHC' },
      { key: 'reason', before: '—', after: 'Goodwill credit' },
    ]);
  });

  it('keeps the sign of a debit', () => {
    expect(formatAuditAmounts('user.adjust', { asset: 'USDT', amount: (-5n * ONE).toString() })).toEqual({
      asset: 'USDT',
      amount: '-5 USDT',
    });
  });

  it('reads a price without its asset in tokens alone', () => {
    expect(formatAuditAmounts('mall.product', { price: (39n * ONE).toString(), onSale: true })).toEqual({
      price: '39',
      onSale: true,
    });
  });

  it('leaves other actions, other keys and values that are no amount as they are', () => {
    const side = { amount: '12', txHash: '0xabc' };
    expect(formatAuditAmounts('withdrawal.reject', side)).toBe(side);
    expect(formatAuditAmounts('pool.reward', { amount: 'n/a', txHash: '0xabc' })).toEqual({
      amount: 'n/a',
      txHash: '0xabc',
    });
    expect(formatAuditAmounts('settlement.run', null)).toBeNull();
  });
});
