import { endpoints, listEndpoints } from '@woohoo/shared/endpoints/catalogue';
import type { RouteOptions } from 'fastify';
import { createPublicClient, http } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './testing/test-app';

/** The documentation serves itself; it is not an endpoint of the product. */
const DOCUMENTATION = /^\/api\/(docs|openapi\.json)/;

const key = (method: string, path: string) => `${method} ${path}`;

/** The payout runbook's routes are served with a chain; this one is never called (nothing listens on port 9). */
const payoutChain = {
  publicClient: createPublicClient({ transport: http('http://127.0.0.1:9') }),
  chainId: 31337,
  from: '0x0000000000000000000000000000000000000001',
  tokenAddresses: {},
  payouts: undefined,
  confirmations: 1,
  useFinalizedTag: false,
} as const;

describe('the endpoint declarations (packages/shared/src/endpoints)', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('are the API: every route under /api is declared and every declaration is served', async () => {
    const served: string[] = [];
    const collect = (route: RouteOptions) => {
      if (!route.url.startsWith('/api') || DOCUMENTATION.test(route.url)) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') served.push(key(method, route.url));
    };
    ctx = await createTestApp('pglite', {
      onRoute: collect,
      payoutChain,
    });
    const declared = listEndpoints(endpoints).map((spec) => key(spec.method, spec.path));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it('make the OpenAPI document: each one with its method, summary, access and statuses', async () => {
    ctx = await createTestApp('pglite', { payoutChain });
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const spec of listEndpoints(endpoints)) {
      const path = spec.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      const operation = document.paths[path]?.[spec.method.toLowerCase()];
      expect(operation, key(spec.method, spec.path)).toBeDefined();
      expect(operation.summary).toBe(spec.summary);
      expect(operation.security !== undefined, key(spec.method, spec.path)).toBe(spec.access !== 'public');
      for (const status of spec.errors ?? []) expect(operation.responses).toHaveProperty(String(status));
    }
  });
});
