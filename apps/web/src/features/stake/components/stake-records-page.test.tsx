import { QueryClient } from '@tanstack/react-query';
import type { StakeOrder } from '@woohoo/shared/api/stake';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { STAKE_ORDERS_PAGE_SIZE } from '../api/stake-api';
import { StakeRecordsPage } from './stake-records-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const T = 10n ** 18n;

const order = (id: number): StakeOrder => ({
  id: String(id),
  time: '2026-11-01T08:00:00.000Z',
  type: 'stablecoin_overlord',
  packageId: 'd30',
  days: 30,
  amount: `${100n * T}`,
  dailyRateBps: 30,
  expectedDailyReward: `${3n * (T / 10n)}`,
  accelerableTotal: `${200n * T}`,
  accelerableRemaining: `${200n * T}`,
  expiresAt: '2026-12-01T08:00:00.000Z',
  status: 'active',
  rulesVersion: 1,
});

function makeClient(pages?: StakeOrder[][], total = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (pages)
    client.setQueryData(endpointKey(routes.stake.orders, ADDRESS, { query: { status: 'active' } }), {
      pages: pages.map((items, i) => ({ items, page: i + 1, size: STAKE_ORDERS_PAGE_SIZE, total })),
      pageParams: pages.map((_, i) => i + 1),
    });
  return client;
}

const render = (client: QueryClient) => renderPage(client, <StakeRecordsPage address={ADDRESS} />);

describe('StakeRecordsPage', () => {
  it('titles a 30-day stake of the staking page as USDT staking, not with a rank-like type name', () => {
    const text = textOf(render(makeClient([[order(1)]], 1)));
    expect(text).toContain('USDT staking');
    expect(text).toContain('30 days');
    expect(text).not.toContain('overlord');
  });

  it('lists every page loaded and offers more while the server holds more', () => {
    const first = Array.from({ length: STAKE_ORDERS_PAGE_SIZE }, (_, i) => order(100 - i));
    const html = render(makeClient([first, [order(80)]], 45));
    expect(html.match(/data-testid="stake-order"/g)).toHaveLength(STAKE_ORDERS_PAGE_SIZE + 1);
    expect(textOf(html)).toContain('Loading more');
  });

  it('says there are no orders when the list is empty', () => {
    expect(textOf(render(makeClient([[]], 0)))).toContain('No staking orders');
  });

  it('says the orders could not be loaded, with a retry, rather than that there are none', () => {
    const client = makeClient();
    const query = client.getQueryCache().build(client, {
      queryKey: endpointKey(routes.stake.orders, ADDRESS, { query: { status: 'active' } }),
    });
    query.setState({ ...query.state, status: 'error', error: new Error('offline') });
    const text = textOf(render(client));
    expect(text).toContain('Retry');
    expect(text).not.toContain('No staking orders');
  });
});
