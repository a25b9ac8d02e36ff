import { QueryClient } from '@tanstack/react-query';
import { WITHDRAW_PAUSE_REASONS, type WithdrawAvailability } from '@woohoo/shared/api/money';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { AppConfigContext } from '../../../lib/app-config/app-config-context';
import { endpointKey } from '../../../lib/query/endpoint-query';
import enUS from '../../../locales/en_US.json';
import { makeAppConfig } from '../../../testing/factories';
import { renderPage, textOf } from '../../../testing/render-page';
import { WithdrawPage } from './withdraw-page';

// Nothing reaches the network: the test seeds every answer the page shows.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDT = (whole: bigint) => (whole * 10n ** 18n).toString();

function renderWithdrawPage(availability: WithdrawAvailability) {
  const client = new QueryClient();
  client.setQueryData(endpointKey(routes.config.money), {
    swapFeeBps: 100,
    transferFeeBps: 50,
    withdrawMin: USDT(10n),
    withdrawFee: USDT(1n),
    withdrawReviewThreshold: USDT(1000n),
    withdrawAssets: ['USDT'],
    transferAssets: ['USDT', 'USDB'],
    depositConfirmations: 1,
    depositFinality: 'confirmations',
    treasuryAddress: '0x0000000000000000000000000000000000000009',
  });
  client.setQueryData(endpointKey(routes.assets.balances, ADDRESS), [
    { asset: 'USDT', available: USDT(100n), withdrawHold: '0', staked: '0', vesting: '0', rewardHold: '0' },
  ]);
  client.setQueryData(endpointKey(routes.withdraw.availability, ADDRESS), availability);
  return renderPage(
    client,
    <AppConfigContext.Provider value={makeAppConfig()}>
      <WithdrawPage address={ADDRESS} />
    </AppConfigContext.Provider>,
  );
}

/** The submit button's opening tag: antd-mobile's Button is the only `<button>` with this label. */
const submitButton = (html: string) =>
  html.match(/<button[^>]*>(?:(?!<\/button>).)*Withdraw<\/span><\/button>/s)?.[0] ?? '';

describe('WithdrawPage', () => {
  it('offers the withdrawal with no banner while withdrawals are open', () => {
    const html = renderWithdrawPage({ paused: false, reason: null, since: null });
    expect(html).not.toContain('data-testid="withdrawals-paused"');
    expect(submitButton(html)).not.toBe('');
    expect(submitButton(html)).not.toMatch(/\sdisabled=""/);
  });

  for (const reason of WITHDRAW_PAUSE_REASONS) {
    it(`says why withdrawals are paused (${reason}) and disables the submit button`, () => {
      const html = renderWithdrawPage({ paused: true, reason, since: '2026-01-02T03:04:05.000Z' });
      const text = textOf(html);
      expect(html).toContain(`data-reason="${reason}"`);
      expect(text).toContain(enUS.withdraw.paused.title);
      expect(text).toContain(enUS.withdraw.paused.reasons[reason]);
      expect(text).toContain(enUS.withdraw.paused.fundsStay);
      expect(submitButton(html)).toMatch(/\sdisabled=""/);
      expect(submitButton(html)).toContain('aria-describedby="withdrawals-paused"');
      expect(html).toContain('id="withdrawals-paused"');
    });
  }
});
