import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './testing/test-app';

/**
 * A route that needs a user or the operator checks the token before anything else, so
 * a caller without one learns nothing about the schema (no 400 naming fields). Walks the whole
 * route table: every route declaring `security`, a user's or an operator's, must answer 401 with
 * 1012 to a request with no valid token and a garbage body, query and params; every other route
 * must be one of the public ones named below, so a new route is classified on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/transparency/custody',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'GET /api/money/config',
  'GET /api/auth/nonce',
  'POST /api/login',
  // An operator wallet signs in as a user does; the wallet must be listed.
  'POST /api/operator/login',
  'GET /api/transparency',
  'GET /api/openapi.json',
  // The shop window is open to anyone; orders and addresses are guarded.
  'GET /api/mall/products',
  'GET /api/mall/products/:id',
  // Announcements (SPEC 2) are read signed out; publishing is the operator's.
  'GET /api/announcements',
  'GET /api/announcements/:id',
  'GET /api/announcements/banner',
  // The transparency page reads its history and rules signed out.
  'GET /api/transparency/settlements',
  'GET /api/transparency/rules',
  // docs/rules.md "Proof of liabilities": the published roots are public; a proof needs a token.
  'GET /api/transparency/liabilities',
  // An invitee checks the invite link's inviter before signing in (registered or not, nothing else).
  'GET /api/team/inviter',
]);
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

type Route = { method: string; url: string; secured: boolean };

describe('authentication before validation', () => {
  let ctx: TestContext;
  const routes: Route[] = [];
  beforeAll(async () => {
    const seen = (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const secured = Array.isArray((route.schema as { security?: unknown } | undefined)?.security);
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, secured });
    };
    ctx = await createTestApp('pglite', { onRoute: seen });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const garbageUrl = (url: string) =>
    `${url.replace(/:[A-Za-z]+/g, 'not-an-id!').replace(/\*$/, 'x')}?limit=-7&page=zz&status=nope&garbage=%00`;

  it('finds the token-guarded routes, and every other route is a known public one', () => {
    const secured = routes.filter((r) => r.secured);
    expect(secured.length).toBeGreaterThanOrEqual(14);
    expect(secured.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/withdraw', '/api/operator/withdrawals']),
    );
    const unclassified = routes
      .filter((r) => !r.secured && !isDocs(r.url) && !PUBLIC_ROUTES.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
  });

  it('answers 401 1012 to every guarded route without a valid token, never a schema error', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of routes.filter((r) => r.secured)) {
      for (const authorization of [undefined, 'Bearer garbage-token', 'Basic Zm9vOmJhcg==']) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: garbageUrl(route.url),
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET'
            ? {}
            : { payload: '{"amount":"-1","asset":"NOPE","unknown":{"deep":[1,2]}}' }),
        });
        const label = `${route.method} ${route.url} (${authorization ?? 'no token'})`;
        answers.push(`${label}: ${res.statusCode} ${res.json().code}`);
        expected.push(`${label}: 401 1012`);
      }
    }
    expect(answers).toEqual(expected);
  });
});
