// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeApprovalResult } from '../utils/describe-approvals';
import { WithdrawalTable } from './withdrawal-table';

const ONE = 10n ** 18n;
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const A = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function makeWithdrawal(overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal {
  return {
    id: '7',
    user: USER,
    address: USER,
    asset: 'USDT',
    amount: (15_000n * ONE).toString(),
    fee: ONE.toString(),
    status: 'reviewing',
    payout: null,
    reviewedBy: null,
    rejectReason: null,
    reviewReason: 'size',
    approvals: { needed: 2, by: [A], why: 'fourEyes' },
    payoutWait: null,
    payoutWaitSince: null,
    txHash: null,
    payoutRecognisedFromChain: false,
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(cleanup);

describe('four-eyes in the console (docs/rules.md "Treasury limits")', () => {
  it('shows "1 of 2 approvals", why, and who approved, and still offers Approve to the second operator', async () => {
    const onApprove = vi.fn();
    const user = userEvent.setup();
    render(
      <WithdrawalTable
        items={[
          makeWithdrawal(),
          makeWithdrawal({
            id: '8',
            amount: (500n * ONE).toString(),
            approvals: { needed: 1, by: [], why: null },
          }),
        ]}
        busy={false}
        onApprove={onApprove}
        onReject={() => {}}
      />,
    );
    const row = screen.getByTestId('withdrawal-row-7');
    const approvals = within(row).getByTestId('approvals-7');
    expect(approvals.textContent).toContain('1 of 2 approvals');
    expect(approvals.textContent).toContain('four-eyes');
    expect(approvals.textContent).toContain(`Approved by ${A}`);
    // One approval needed and none given: nothing to say.
    expect(screen.queryByTestId('approvals-8')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Approve withdrawal #7' }));
    expect(onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: '7' }));
  });

  it('says when the day limit asks for a second operator, and what an approval did', () => {
    render(
      <WithdrawalTable
        items={[makeWithdrawal({ approvals: { needed: 2, by: [], why: 'dailyLimit' } })]}
        busy={false}
        onApprove={() => {}}
        onReject={() => {}}
      />,
    );
    expect(screen.getByTestId('approvals-7').textContent).toBe(
      "0 of 2 approvals (the day's payouts would pass the daily hot-wallet limit)",
    );
    expect(
      describeApprovalResult({
        id: '7',
        status: 'reviewing',
        approvals: { needed: 2, by: [A], why: 'fourEyes' },
      }),
    ).toBe('Withdrawal #7: 1 of 2 approvals; a second operator must approve it');
    expect(describeApprovalResult({ id: '7', status: 'approved' })).toBe('Withdrawal #7 approved');
  });
});
