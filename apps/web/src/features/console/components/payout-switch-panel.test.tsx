// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutSwitch } from '@woohoo/shared/api/operator-payouts';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAntdMobile } from '../../../app/setup-antd-mobile';
import { consoleRequest } from '../api/console-client';
import { PayoutSwitchPanel } from './payout-switch-panel';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

// The app's own set-up of antd-mobile's imperative dialogs on React 19 (app/setup-antd-mobile.ts).
setupAntdMobile();

const OPERATOR = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const AT = '2026-12-07T13:00:00.000Z';

/** A server that keeps the switch: GET answers it, stop and start set it. */
function serveSwitch(initial: PayoutSwitch) {
  let state = initial;
  vi.mocked(consoleRequest).mockImplementation((async (endpoint: unknown) => {
    if (endpoint === routes.operator.payouts.stop)
      state = { stopped: true, changedBy: OPERATOR, changedAt: AT };
    if (endpoint === routes.operator.payouts.start)
      state = { stopped: false, changedBy: OPERATOR, changedAt: AT };
    return state;
  }) as typeof consoleRequest);
}

// antd-mobile's popup keeps `pointer-events: none` while it animates in, which happy-dom never ends.

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PayoutSwitchPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(consoleRequest).mockReset();
});

describe('the payout kill switch in the console (docs/rules.md "The payout kill switch")', () => {
  it('stops payouts behind a confirmation that says what happens, then shows who stopped them', async () => {
    serveSwitch({ stopped: false, changedBy: null, changedAt: null });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPanel();
    expect((await screen.findByTestId('payout-switch-state')).textContent).toBe('Payouts are running.');

    await user.click(screen.getByTestId('payout-switch-toggle'));
    const dialog = await screen.findByRole('dialog', { name: 'Stop all payouts?' });
    expect(within(dialog).getByTestId('payout-switch-consequence').textContent).toMatch(
      /signs no new payout from its next pass; payouts already signed still settle/,
    );
    expect(consoleRequest).not.toHaveBeenCalledWith(routes.operator.payouts.stop, expect.anything());

    await user.click(within(dialog).getByTestId('confirm'));
    expect(consoleRequest).toHaveBeenCalledWith(routes.operator.payouts.stop, { body: {} });
    await waitFor(() =>
      expect(screen.getByTestId('payout-switch-state').getAttribute('data-stopped')).toBe('true'),
    );
    expect(screen.getByTestId('payout-switch-state').textContent).toContain(
      `Payouts are stopped by ${OPERATOR} since 2026-12-07 13:00 UTC`,
    );
    expect(screen.getByTestId('payout-switch-toggle').textContent).toBe('Start payouts');
  });

  it('starts stopped payouts again, and a cancel sends nothing', async () => {
    serveSwitch({ stopped: true, changedBy: OPERATOR, changedAt: AT });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPanel();
    const toggle = await screen.findByTestId('payout-switch-toggle');
    expect(toggle.textContent).toBe('Start payouts');
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(consoleRequest).not.toHaveBeenCalledWith(routes.operator.payouts.start, expect.anything());

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('payout-switch-state').getAttribute('data-stopped')).toBe('false'),
    );
    expect(consoleRequest).toHaveBeenCalledWith(routes.operator.payouts.start, { body: {} });
  });
});
