import { QueryClient } from '@tanstack/react-query';
import type { EndpointRoute } from '@woohoo/shared/endpoints/endpoint';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../api';
import {
  areaKey,
  endpointKey,
  endpointPages,
  endpointQuery,
  invalidateAreas,
  removeAreas,
} from './endpoint-query';

vi.mock('../api', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<
  (route: EndpointRoute, input?: unknown, options?: unknown) => Promise<unknown>
>;
const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

afterEach(() => call.mockReset());

describe('endpointKey', () => {
  it("is the declaration's place in the catalogue, then the wallet (lower case), then the input", () => {
    expect(endpointQuery(routes.team.summary, ADDRESS).queryKey).toEqual([
      'team',
      'summary',
      ADDRESS.toLowerCase(),
    ]);
    expect(endpointQuery(routes.mall.product, { params: { id: 'p1' } }).queryKey).toEqual([
      'mall',
      'product',
      { params: { id: 'p1' } },
    ]);
    expect(endpointQuery(routes.operator.audit, { query: { page: 2 } }).queryKey).toEqual([
      'operator',
      'audit',
      { query: { page: 2 } },
    ]);
  });

  it('leaves an empty input out, so every screen calling without one shares one entry', () => {
    expect(endpointKey(routes.nodes.overview, ADDRESS, {})).toEqual(
      endpointKey(routes.nodes.overview, ADDRESS),
    );
    expect(endpointKey(routes.mall.products, undefined, { query: {} })).toEqual(['mall', 'products']);
  });

  it('keeps two wallets apart', () => {
    expect(endpointQuery(routes.kyc.status, ADDRESS).queryKey).not.toEqual(
      endpointQuery(routes.kyc.status, '0x0000000000000000000000000000000000000001').queryKey,
    );
  });
});

describe('endpointQuery', () => {
  it('calls the declared endpoint with its input; the first load leaves the overlay to the request layer', async () => {
    call.mockResolvedValue({ level: 1 });
    const client = new QueryClient();
    const data = await client.fetchQuery(endpointQuery(routes.mall.product, { params: { id: 'p1' } }));
    expect(data).toEqual({ level: 1 });
    expect(call).toHaveBeenCalledWith(routes.mall.product, { params: { id: 'p1' } }, { overlay: undefined });
  });

  it('refreshes data already on screen without the overlay', async () => {
    call.mockResolvedValue({ level: 1 });
    const client = new QueryClient();
    const options = endpointQuery(routes.kyc.status, ADDRESS);
    await client.fetchQuery(options);
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(call).toHaveBeenLastCalledWith(routes.kyc.status, {}, { overlay: false });
  });
});

describe('endpointPages', () => {
  it('asks for page 1 then the next, with the size, under a key without the page', async () => {
    call.mockImplementation(async (_route, input) => {
      const { page } = (input as { query: { page: number } }).query;
      return { items: [page], page, size: 1, total: 2 };
    });
    const client = new QueryClient();
    const options = endpointPages(
      routes.team.members,
      { size: 1, next: (last) => (last.page < 2 ? last.page + 1 : undefined) },
      ADDRESS,
    );
    expect(options.queryKey).toEqual(['team', 'members', ADDRESS.toLowerCase()]);
    await client.prefetchInfiniteQuery({ ...options, pages: 2 });
    expect(call.mock.calls.map((args) => args[1])).toEqual([
      { query: { page: 1, size: 1 } },
      { query: { page: 2, size: 1 } },
    ]);
  });
});

describe('invalidateAreas', () => {
  it('takes the prefix the routes of an area share', () => {
    expect(areaKey(routes.nodes)).toEqual(['nodes']);
    expect(areaKey(routes.records.list)).toEqual(['records', 'list']);
    expect(areaKey(routes.team.summary)).toEqual(['team', 'summary']);
  });

  it("marks every query of the area stale, whatever the screen that fetched it, and no other area's", async () => {
    const client = new QueryClient();
    const overview = endpointKey(routes.nodes.overview, ADDRESS);
    const summary = endpointKey(routes.team.summary, ADDRESS);
    const kyc = endpointKey(routes.kyc.status, ADDRESS);
    for (const key of [overview, summary, kyc]) client.setQueryData(key, {});
    await invalidateAreas(client, routes.nodes, routes.team.summary);
    expect(client.getQueryState(overview)?.isInvalidated).toBe(true);
    expect(client.getQueryState(summary)?.isInvalidated).toBe(true);
    expect(client.getQueryState(kyc)?.isInvalidated).toBe(false);
  });

  it('removes an area on sign-out', () => {
    const client = new QueryClient();
    client.setQueryData(endpointKey(routes.operator.audit), {});
    client.setQueryData(endpointKey(routes.kyc.status, ADDRESS), {});
    removeAreas(client, routes.operator);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(['kyc']);
  });
});
