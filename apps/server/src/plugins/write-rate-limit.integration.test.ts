import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T, type TestUser } from '../testing/money-helpers';
import { rowCounts } from '../testing/row-counts';
import {
  createTestApp,
  operatorSignIn,
  signIn,
  TEST_SECOND_OPERATOR_ACCOUNT,
  type TestContext,
} from '../testing/test-app';
import { testBackends } from '../testing/test-db';

/**
 * Every write is rate limited against one budget per wallet, all its tokens and all write routes
 * together, with the envelope; a write no token check guards counts against the client address
 * (docs/rules.md "Rate limits"). On PostgreSQL the counts live in Redis when REDIS_URL is set,
 * as replicas share them.
 */
const LIMIT = 10;
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

type Route = { method: string; url: string; secured: boolean; operator: boolean };

describe.each(testBackends())('the write budget of a wallet on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let redis: Redis | undefined;
  const prefix = `woohoo-test:${randomBytes(6).toString('hex')}:`;
  const routes: Route[] = [];

  beforeAll(async () => {
    redis = backend === 'postgres' && process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
    const seen = (route: RouteOptions) => {
      const schema = route.schema as { security?: unknown; tags?: string[] } | undefined;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (!WRITES.includes(method)) continue;
        const operator =
          route.url.startsWith('/api/operator/') || Boolean(schema?.tags?.includes('operator'));
        routes.push({ method, url: route.url, secured: Array.isArray(schema?.security), operator });
      }
    };
    ctx = await createTestApp(backend, {
      writeRateLimit: LIMIT,
      onRoute: seen,
      redis,
      redisKeyPrefix: prefix,
    });
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction(async (tx) => {
      await deposit(tx, alice.account.address, 100n * T);
      await deposit(tx, bob.account.address, 100n * T);
    });
  });
  afterAll(async () => {
    await ctx.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  const swap = (user: TestUser) =>
    post(ctx, user, '/api/swap', { from: 'USDT', to: 'USDB', amount: T.toString() });
  const transfer = (user: TestUser, to: TestUser) =>
    post(ctx, user, '/api/transfer', { asset: 'USDT', amount: T.toString(), to: to.account.address });
  /** A write the route refuses (400) after the budget counted it: spends one write, changes nothing. */
  const invalidWrite = (token: string, url = '/api/swap') =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: {} });
  /** Spends what is left of a token's wallet budget; the answer that was refused. */
  const exhaust = async (token: string, url?: string) => {
    for (let i = 0; i <= LIMIT; i++) {
      const res = await invalidWrite(token, url);
      if (res.statusCode === 429) return res;
    }
    throw new Error(`no 429 after ${LIMIT + 1} writes`);
  };
  const expectRefused = (res: { statusCode: number; json: () => unknown }, label?: string) => {
    expect(res.statusCode, label).toBe(429);
    expect(res.json(), label).toMatchObject({ code: 42900, data: null });
  };

  it('counts every write of a wallet together, across its routes and tokens; signing in again resets nothing', async () => {
    const carol = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, carol.account.address, 100n * T));
    for (let i = 0; i < 4; i++) expect((await swap(carol)).json().code).toBe(10000);
    for (let i = 0; i < 3; i++) expect((await transfer(carol, bob)).json().code).toBe(10000);
    // A new sign-in ends the old token (SPEC 8) and gives a new one, on the same budget.
    const again: TestUser = { ...carol, token: await signIn(ctx, carol.account) };
    expect((await invalidWrite(carol.token)).json().code).toBe(40002);
    for (let i = 0; i < 2; i++) expect((await swap(again)).json().code).toBe(10000);
    expect((await transfer(again, bob)).json().code).toBe(10000);

    // The budget is spent; signing in once more starts nothing new.
    const third: TestUser = { ...carol, token: await signIn(ctx, carol.account) };
    const before = await balanceOf(ctx, third, 'USDT');
    const counts = await rowCounts(ctx.db);
    const refused = await swap(third);
    expectRefused(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectRefused(await transfer(third, bob));
    expectRefused(await post(ctx, third, '/api/stake', { packageId: 'd30', amount: (10n * T).toString() }));
    expect(await balanceOf(ctx, third, 'USDT')).toEqual(before);
    expect(await rowCounts(ctx.db)).toEqual(counts);

    // Another wallet is not affected.
    expect((await swap(bob)).json().code).toBe(10000);
  });

  it('refuses every write route of the app to a wallet whose budget is spent, before anything runs', async () => {
    const dave = await newUser(ctx);
    const operatorSessions = [
      (await operatorSignIn(ctx)).json().data.token as string,
      (await operatorSignIn(ctx)).json().data.token as string,
    ];
    const address = '203.0.113.7';
    const unsigned = (url: string, remoteAddress = address) =>
      ctx.app.inject({ method: 'POST', url, remoteAddress, payload: {} });
    expectRefused(await exhaust(dave.token));
    // The operator wallet's two sessions share one budget.
    for (let i = 0; i < LIMIT / 2; i++) {
      for (const token of operatorSessions) {
        expect((await invalidWrite(token, '/api/operator/rules/preview')).statusCode).toBe(400);
      }
    }
    for (let i = 0; i < LIMIT; i++) expect((await unsigned('/api/login')).statusCode).toBe(400);
    expectRefused(await unsigned('/api/login'));
    const counts = await rowCounts(ctx.db);

    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const token = route.operator ? operatorSessions[1] : dave.token;
      const res = route.secured
        ? await ctx.app.inject({
            method: route.method as 'POST',
            url,
            headers: { authorization: `Bearer ${token}` },
            payload: {},
          })
        : await ctx.app.inject({ method: route.method as 'POST', url, remoteAddress: address, payload: {} });
      expectRefused(res, label);
    }
    expect(await rowCounts(ctx.db)).toEqual(counts);
    // Counted in Redis when there is one, as every replica counts there.
    if (redis) expect((await redis.keys(`${prefix}*wallet:*`)).length).toBeGreaterThan(0);

    // Other callers go on: another address signs in, another operator wallet has a budget of its own.
    expect((await unsigned('/api/login', '203.0.113.8')).statusCode).toBe(400);
    const otherOperator = (await operatorSignIn(ctx, TEST_SECOND_OPERATOR_ACCOUNT)).json().data.token;
    expect((await invalidWrite(otherOperator, '/api/operator/rules/preview')).statusCode).toBe(400);
    expect((await swap(alice)).json().code).toBe(10000);
  });

  it("checks the token first: a write without one is refused 401 and spends nobody's budget", async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/swap', payload: {} })).statusCode).toBe(401);
      expect((await invalidWrite('garbage-token')).statusCode).toBe(401);
    }
    // Neither the client address (a sign-in is a write counted by it) nor a wallet paid for them.
    const erin = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, erin.account.address, 10n * T));
    expect((await swap(erin)).json().code).toBe(10000);
    expect((await swap(bob)).json().code).toBe(10000);
  });
});
