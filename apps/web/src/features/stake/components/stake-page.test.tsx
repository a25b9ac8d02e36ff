// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderInteractive } from '../../../testing/render-interactive';
import { StakePage } from './stake-page';

// Nothing reaches the network: the seeded answers are what the page shows.
vi.mock('../../../lib/api', () => ({ api: { request: vi.fn(), call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const T = 10n ** 18n;

afterEach(cleanup);

describe('StakePage amount', () => {
  it('writes the limits of a wrong amount as every amount is written: "1,000 USDT"', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(endpointKey(routes.stake.packages, ADDRESS), {
      rulesVersion: 1,
      min: String(10n * T),
      max: String(1000n * T),
      step: String(10n * T),
      accelerableBps: 20_000,
      packages: [{ id: 'd30', days: 30, dailyRateBps: 30 }],
    });
    client.setQueryData(endpointKey(routes.assets.balances, ADDRESS), [
      {
        asset: 'USDT',
        available: String(5000n * T),
        withdrawHold: '0',
        staked: '0',
        vesting: '0',
        rewardHold: '0',
      },
    ]);
    const { user } = renderInteractive(client, <StakePage address={ADDRESS} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1005');
    expect(screen.getByText('The staking amount must be a multiple of 10, at most 1,000 USDT')).toBeTruthy();
  });
});
