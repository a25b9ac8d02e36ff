import { describe, expect, it } from 'vitest';
import { describeApproval, formatApprovals, formatWithdrawalTable, parseOperatorArgs } from './operator-cli';

describe('operator command line', () => {
  it('reads list, approve and reject', () => {
    expect(parseOperatorArgs(['withdrawals', 'list'])).toEqual({
      action: 'list',
      status: 'reviewing',
      limit: 50,
    });
    expect(parseOperatorArgs(['withdrawals', 'list', '--status', 'all', '--limit', '5'])).toEqual({
      action: 'list',
      status: 'all',
      limit: 5,
    });
    expect(parseOperatorArgs(['withdrawals', 'approve', '42'])).toEqual({ action: 'approve', id: '42' });
    expect(parseOperatorArgs(['withdrawals', 'reject', '7', '--reason', 'wrong chain'])).toEqual({
      action: 'reject',
      id: '7',
      reason: 'wrong chain',
    });
  });

  it('refuses what it does not understand', () => {
    expect(() => parseOperatorArgs(['withdrawals', 'approve'])).toThrow(/needs a withdrawal id/);
    expect(() => parseOperatorArgs(['withdrawals', 'approve', '0x1'])).toThrow();
    expect(() => parseOperatorArgs(['withdrawals', 'reject', '7'])).toThrow(/needs --reason/);
    expect(() => parseOperatorArgs(['withdrawals', 'list', '--limit', '500'])).toThrow(/1 to 100/);
    expect(() => parseOperatorArgs(['withdrawals', 'list', '--status', 'paid'])).toThrow(/unknown status/);
    expect(() => parseOperatorArgs(['users', 'list'])).toThrow(/unknown command/);
  });

  it('prints amounts in whole tokens with the payout state', () => {
    const table = formatWithdrawalTable([
      {
        id: '3',
        user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        asset: 'USDT',
        amount: '1500000000000000000000',
        fee: '1000000000000000000',
        status: 'approved',
        payout: 'failed',
        reviewedBy: 'alice',
        rejectReason: null,
        reviewReason: null,
        approvals: null,
        payoutWait: null,
        payoutWaitSince: null,
        txHash: null,
        payoutRecognisedFromChain: false,
        createdAt: '2026-11-22T01:02:03.000Z',
      },
    ]);
    expect(table).toContain('1500 USDT');
    expect(table).toContain('failed');
    expect(table).toContain('2026-11-22 01:02:03');
  });

  it('shows the approvals a waiting withdrawal has of those it needs', () => {
    expect(formatApprovals({ needed: 2, by: ['0xA'], why: 'fourEyes' })).toBe('1 of 2 (0xA)');
    expect(formatApprovals({ needed: 1, by: [], why: null })).toBe('0 of 1');
    expect(describeApproval('7', { id: '7', status: 'approved' })).toBe(
      'withdrawal 7 approved; the payout worker sends it now',
    );
    expect(
      describeApproval('7', {
        id: '7',
        status: 'reviewing',
        approvals: { needed: 2, by: ['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'], why: 'fourEyes' },
      }),
    ).toBe(
      "withdrawal 7: 1 of 2 (0xa0Ee7A142d267C1f36714E4a8F75612F20a79720); it needs a second operator's approval (four-eyes)",
    );
  });
});
