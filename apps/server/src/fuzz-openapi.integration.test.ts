import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodePart,
  encodeQuery,
  IMPOSSIBLE_DATES,
  nasty,
  type OpenApiOperation,
  queryNames,
  targetedRequests,
} from './testing/fuzz-inputs';
import { deposit, newUser, T, type TestUser } from './testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from './testing/test-app';

/**
 * Every endpoint of /api/openapi.json, fed random malformed bodies, query strings, path parameters
 * and headers, answers a 4xx with the envelope, never a 5xx. Each endpoint gets FUZZ_RUNS requests,
 * half signed in as a user with money (or as the operator on operator routes, so validation and
 * handlers run), half with a random or missing token. `npm test` draws a sample of 100 per
 * endpoint; CI (.ci/run) sets FUZZ_RUNS=1000. A failure prints fast-check's seed; FUZZ_SEED with
 * the same or a larger FUZZ_RUNS replays it. Then every string field an endpoint declares (path,
 * query, body) gets each impossible date, NUL and lone surrogate of testing/fuzz-inputs.ts with
 * the other fields plausible: a 4xx, and a NUL (or a body's lone surrogate) never accepted.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const isDate = (value: string) => (IMPOSSIBLE_DATES as readonly string[]).includes(value);
/** Answers that are not the API's envelope by design: the spec document and the docs. */
const NOT_ENVELOPED = new Set(['/api/openapi.json', '/metrics']);
/**
 * Reads of the chain itself, which this app (no chain) answers 503 `unavailable` whatever the
 * request; they take no input, and custody-report.integration.test.ts serves them from anvil.
 */
const CHAIN_READS = new Set(['/api/transparency/custody']);

type Endpoint = { method: (typeof METHODS)[number]; path: string; operation: OpenApiOperation };

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'asset',
      'amount',
      'to',
      'from',
      'id',
      'day',
      'reason',
      'quantity',
      'address',
      'page',
      'size',
      'status',
      'title',
      'body',
      'rules',
      'effectiveAt',
      'email',
      'code',
    ),
    fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 })),
  ),
);
const GENERIC_QUERY = ['page', 'size', 'status', 'asset', 'address', 'q', 'limit', 'type', 'x'];

/** Random requests to one endpoint; its query names are those it declares and a few generic ones. */
const requestFor = (operation: OpenApiOperation) =>
  fc.record({
    params: fc.array(nasty, { minLength: 3, maxLength: 3 }),
    query: fc.dictionary(fc.constantFrom(...new Set([...GENERIC_QUERY, ...queryNames(operation)])), nasty, {
      maxKeys: 4,
    }),
    body: fc.option(body, { nil: undefined }),
    rawBody: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      '',
    ),
    signedIn: fc.boolean(),
    token: nasty,
    idempotencyKey: fc.option(nasty, { nil: undefined }),
    lang: fc.option(nasty, { nil: undefined }),
  });

describe('fuzzing every endpoint of the OpenAPI document', () => {
  let ctx: TestContext;
  let alice: TestUser;
  const endpoints: Endpoint[] = [];
  beforeAll(async () => {
    // One wallet makes every signed-in write here, and the write budget is per wallet, all routes
    // together (docs/rules.md "Rate limits"): with FUZZ_RUNS=1000 that is far beyond the tests'
    // default budget, and a 429 before validation would leave the endpoints untested.
    ctx = await createTestApp('pglite', { writeRateLimit: Number.MAX_SAFE_INTEGER });
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 1000n * T));
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation) endpoints.push({ method, path, operation: operation as OpenApiOperation });
      }
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(80);
  });

  it(`answers ${RUNS} malformed requests to each endpoint with a 4xx envelope, never a 5xx`, async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      if (NOT_ENVELOPED.has(endpoint.path) || CHAIN_READS.has(endpoint.path)) continue;
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint.operation), async (r) => {
          let i = 0;
          const path = endpoint.path.replace(/\{[^}]+\}/g, () => encodePart(r.params[i++ % 3] ?? ''));
          const query = encodeQuery(r.query);
          const token = endpoint.path.startsWith('/api/operator/') ? TEST_OPERATOR_TOKEN : alice.token;
          // Signing out would end the session every later request needs: that one is called unsigned.
          const signedIn = r.signedIn && !endpoint.path.endsWith('/logout');
          const headers: Record<string, string> = { authorization: `Bearer ${signedIn ? token : r.token}` };
          if (r.contentType) headers['content-type'] = r.contentType;
          if (r.idempotencyKey !== undefined)
            headers['idempotency-key'] = r.idempotencyKey.replace(/[^\x20-\x7e]/g, '');
          if (r.lang !== undefined) headers.lang = r.lang.replace(/[^\x20-\x7e]/g, '');
          const hasBody = endpoint.method !== 'get' && (r.body !== undefined || r.rawBody !== undefined);
          const res = await ctx.app.inject({
            method: endpoint.method.toUpperCase() as 'GET',
            url: query ? `${path}?${query}` : path,
            headers,
            ...(hasBody ? { payload: r.rawBody ?? JSON.stringify(r.body) } : {}),
          });
          const where = `${endpoint.method.toUpperCase()} ${endpoint.path} -> ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const envelope = res.json();
            expect(envelope, where).toMatchObject({ data: null });
            expect(typeof envelope.code, where).toBe('number');
            expect(typeof envelope.msg, where).toBe('string');
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('answers an impossible date, a NUL and a lone surrogate in every declared string field with a 4xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      if (NOT_ENVELOPED.has(endpoint.path) || CHAIN_READS.has(endpoint.path)) continue;
      if (endpoint.path.endsWith('/logout')) continue;
      const token = endpoint.path.startsWith('/api/operator/') ? TEST_OPERATOR_TOKEN : alice.token;
      for (const target of targetedRequests(endpoint.operation)) {
        const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
          encodePart(target.params[name] ?? ''),
        );
        const query = encodeQuery(target.query);
        const hasBody = endpoint.method !== 'get' && target.body !== undefined;
        const res = await ctx.app.inject({
          method: endpoint.method.toUpperCase() as 'GET',
          url: query ? `${path}?${query}` : path,
          headers: {
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: JSON.stringify(target.body) } : {}),
        });
        sent++;
        const where = `${endpoint.method.toUpperCase()} ${endpoint.path} ${target.field}=${JSON.stringify(target.value)} -> ${res.statusCode}`;
        // A query's or path's lone surrogate arrives as U+FFFD (the URL parser replaces invalid
        // UTF-8), which is storable; a NUL anywhere and a body's lone surrogate must be refused.
        const mustRefuse =
          target.value.includes('\u0000') || (target.field.startsWith('body.') && !isDate(target.value));
        if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
        else if (mustRefuse && res.statusCode < 400) failures.push(`${where}: accepted`);
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 900_000);
});
