import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeWithdrawalRecord } from '../../../testing/money-factories';
import { renderPage, textOf } from '../../../testing/render-page';
import { WithdrawalResult } from './withdrawal-result';

// Nothing reaches the network: a rejected withdrawal is final and is not looked up again.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('WithdrawalResult', () => {
  it('shows why an operator rejected the withdrawal', () => {
    const created = makeWithdrawalRecord({ status: 'rejected', rejectReason: 'Address on a sanctions list' });
    const html = renderPage(client(), <WithdrawalResult address={ADDRESS} created={created} />);
    const text = textOf(html);
    expect(text).toContain('Review rejected');
    expect(text).toMatch(/Reason\s+Address on a sanctions list/);
    expect(html).toContain('data-testid="reject-reason"');
  });

  it('has no reason line while the withdrawal waits for review', () => {
    const html = renderPage(
      client(),
      <WithdrawalResult address={ADDRESS} created={makeWithdrawalRecord()} />,
    );
    expect(html).not.toContain('data-testid="reject-reason"');
    expect(textOf(html)).toContain('On-chain reviewing');
  });
});
