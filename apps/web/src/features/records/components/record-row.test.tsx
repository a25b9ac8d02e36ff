import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeWithdrawalRecord } from '../../../testing/money-factories';
import { renderPage, textOf } from '../../../testing/render-page';
import { WithdrawRow } from './record-row';

const NOW = Date.parse('2026-01-02T00:00:00.000Z');
const client = new QueryClient();

describe('WithdrawRow', () => {
  it('shows why an operator rejected the withdrawal, with its state', () => {
    const record = makeWithdrawalRecord({ status: 'rejected', rejectReason: 'Address on a sanctions list' });
    const html = renderPage(client, <WithdrawRow record={record} now={NOW} />);
    const text = textOf(html);
    expect(html).toContain('data-status="rejected"');
    expect(text).toContain('Review rejected');
    expect(text).toMatch(/Reason\s+Address on a sanctions list/);
    expect(html).toContain('data-testid="reject-reason"');
  });

  it('has no reason line for a withdrawal that was not rejected', () => {
    const html = renderPage(client, <WithdrawRow record={makeWithdrawalRecord()} now={NOW} />);
    expect(html).not.toContain('data-testid="reject-reason"');
    expect(textOf(html)).not.toContain('Reason');
  });
});
