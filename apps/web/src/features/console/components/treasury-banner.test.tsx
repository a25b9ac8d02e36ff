import { QueryClient } from '@tanstack/react-query';
import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { treasuryQueryOptions } from '../api/get-treasury';
import { TreasuryBanner, treasuryAlarms } from './treasury-banner';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(() => new Promise(() => {})),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

const ONE = 10n ** 18n;
const tokens = (n: bigint) => (n * ONE).toString();

function makeStatus(overrides: Partial<TreasuryStatus> = {}): TreasuryStatus {
  return {
    alarm: false,
    balances: [
      { asset: 'USDT', balance: tokens(80_000n), threshold: tokens(20_000n), state: 'ok' },
      { asset: 'BNB', balance: tokens(3n), threshold: (ONE / 2n).toString(), state: 'ok' },
    ],
    day: '2026-06-01',
    paidToday: tokens(1_200n),
    dailyLimit: tokens(50_000n),
    waiting: { count: 0, amount: '0', since: null },
    cold: {
      address: null,
      float: tokens(50_000n),
      sweepMargin: tokens(10_000n),
      sweeps: [],
      topUpNeeded: '0',
    },
    rulesVersion: 1,
    ...overrides,
  };
}

const render = (status: TreasuryStatus) => {
  const client = new QueryClient();
  client.setQueryData(treasuryQueryOptions().queryKey, status);
  return renderPage(client, <TreasuryBanner />);
};

describe('TreasuryBanner (docs/rules.md "Treasury limits")', () => {
  it('shows nothing while every balance is above its threshold and nothing waits', () => {
    expect(render(makeStatus())).toBe('');
    expect(renderPage(new QueryClient(), <TreasuryBanner />)).toBe('');
  });

  it('names a low balance with its threshold, and a balance that could not be read', () => {
    const html = render(
      makeStatus({
        alarm: true,
        balances: [
          { asset: 'USDT', balance: tokens(1_500n), threshold: tokens(20_000n), state: 'low' },
          { asset: 'BNB', balance: null, threshold: (ONE / 2n).toString(), state: 'unknown' },
        ],
      }),
    );
    expect(html).toContain('role="alert"');
    const text = textOf(html);
    expect(text).toContain('Low treasury balance: 1,500 USDT, below the alarm threshold of 20,000 USDT');
    expect(text).toContain('Treasury BNB balance could not be read');
  });

  it('tells the operator about payouts waiting for funds and the daily limit reached', () => {
    const lines = treasuryAlarms(
      makeStatus({
        waiting: { count: 2, amount: tokens(3_000n), since: '2026-06-01T10:00:00.000Z' },
        paidToday: tokens(50_000n),
      }),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^2 approved payout\(s\) of 3,000 USDT wait for funds since 2026-06-01/);
    expect(lines[1]).toContain(
      'Daily hot-wallet limit reached: 50,000 USDT approved today (limit 50,000 USDT)',
    );
  });

  it('says how much to move from cold when the hot wallet runs low, and nothing when it does not', () => {
    const safe = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
    const cold = { address: safe, float: tokens(50_000n), sweepMargin: tokens(10_000n), sweeps: [] };
    expect(treasuryAlarms(makeStatus({ cold: { ...cold, topUpNeeded: '0' } }))).toEqual([]);
    const text = textOf(render(makeStatus({ cold: { ...cold, topUpNeeded: tokens(31_000n) } })));
    expect(text).toContain(`Top up the hot wallet: move 31,000 USDT from cold storage (Safe ${safe})`);
    expect(text).toContain('treasury topup-proposal');
  });
});
