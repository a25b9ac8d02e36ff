// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { WITHDRAW_PAUSE_REASONS, type WithdrawAvailability } from '@woohoo/shared/api/money';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigContext } from '../../../lib/app-config/app-config-context';
import enUS from '../../../locales/en_US.json';
import { makeAppConfig } from '../../../testing/factories';
import { renderInteractive, untilSettled } from '../../../testing/render-interactive';
import { WithdrawPage } from './withdraw-page';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDT = (whole: bigint) => (whole * 10n ** 18n).toString();

// The API client answers each endpoint as the server would; nothing else reaches the network.
const answers = vi.hoisted(() => new Map<unknown, unknown>());
vi.mock('../../../lib/api', () => ({
  api: {
    call: vi.fn(async (route: unknown) => {
      if (!answers.has(route)) return new Promise(() => {});
      return answers.get(route);
    }),
  },
}));

function renderWithdrawPage(availability: WithdrawAvailability) {
  answers.clear();
  answers.set(routes.config.money, {
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
  answers.set(routes.assets.balances, [
    { asset: 'USDT', available: USDT(100n), withdrawHold: '0', staked: '0', vesting: '0', rewardHold: '0' },
  ]);
  answers.set(routes.withdraw.availability, availability);
  return renderInteractive(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    <AppConfigContext.Provider value={makeAppConfig()}>
      <WithdrawPage address={ADDRESS} />
    </AppConfigContext.Provider>,
  );
}

/** The submit button: antd-mobile's Button named "Withdraw". */
const submitButton = () => screen.getByRole('button', { name: enUS.withdraw.submit });

afterEach(cleanup);

describe('WithdrawPage', () => {
  it('offers the withdrawal with no banner while withdrawals are open, and asks to confirm it', async () => {
    const { user, container } = renderWithdrawPage({ paused: false, reason: null, since: null });
    await screen.findByText(/100 USDT/);
    expect(container.querySelector('[data-testid="withdrawals-paused"]')).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: enUS.money.amount }), '20');
    await user.click(submitButton());
    const sheet = await untilSettled(await screen.findByRole('dialog', { name: enUS.withdraw.confirmTitle }));
    expect(within(sheet).getByRole('button', { name: enUS.common.confirm })).toBeTruthy();
  });

  for (const reason of WITHDRAW_PAUSE_REASONS) {
    it(`says why withdrawals are paused (${reason}) and disables the submit button`, async () => {
      const { user, container } = renderWithdrawPage({
        paused: true,
        reason,
        since: '2026-01-02T03:04:05.000Z',
      });
      const title = await screen.findByText(enUS.withdraw.paused.title);
      const banner = container.querySelector('#withdrawals-paused');
      expect(banner).not.toBeNull();
      expect(banner?.contains(title)).toBe(true);
      expect(banner?.getAttribute('data-reason')).toBe(reason);
      expect(banner?.textContent).toContain(enUS.withdraw.paused.reasons[reason]);
      expect(banner?.textContent).toContain(enUS.withdraw.paused.fundsStay);
      await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
      expect(submitButton().getAttribute('aria-describedby')).toBe('withdrawals-paused');

      // Typing an amount and tapping does not open the confirmation while paused.
      await user.type(screen.getByRole('textbox', { name: enUS.money.amount }), '20');
      await user.click(submitButton());
      expect(screen.queryByRole('dialog', { name: enUS.withdraw.confirmTitle })).toBeNull();
    });
  }
});
