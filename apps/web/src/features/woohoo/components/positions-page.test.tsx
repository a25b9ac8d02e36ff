import { QueryClient } from '@tanstack/react-query';
import type { Position } from '@woohoo/shared/api/woohoo';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { PositionsPage } from './positions-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function makeClient(positions?: Position[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (positions) client.setQueryData(endpointKey(routes.woohoo.positions, ADDRESS), positions);
  return client;
}

const render = (client: QueryClient) => textOf(renderPage(client, <PositionsPage address={ADDRESS} />));

describe('PositionsPage', () => {
  it('says there are no positions yet and leads to the sale', () => {
    const text = render(makeClient([]));
    expect(text).toContain('No locked positions yet');
    expect(text).toContain('Buy $WOOHOO');
  });

  it('says the positions could not be loaded, with a retry, rather than that there are none', () => {
    const client = makeClient();
    const query = client
      .getQueryCache()
      .build(client, { queryKey: endpointKey(routes.woohoo.positions, ADDRESS) });
    query.setState({ ...query.state, status: 'error', error: new Error('offline') });
    const text = render(client);
    expect(text).toContain('The records could not be loaded.');
    expect(text).toContain('Retry');
    expect(text).not.toContain('No locked positions yet');
  });
});
