import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T, type TestUser } from '../testing/money-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';

/**
 * Every write is rate limited per caller and route, with the envelope (docs/rules.md
 * "Rate limits").
 */
describe('rate limits on every write', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { writeRateLimit: 5, onRoute: (route) => routes.push(route) });
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction(async (tx) => {
      await deposit(tx, alice.account.address, 100n * T);
      await deposit(tx, bob.account.address, 100n * T);
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives every write route a limit', () => {
    const writes = routes.filter((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).some((m) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m),
      ),
    );
    expect(writes.length).toBeGreaterThan(30);
    const unlimited = writes.filter((r) => r.config?.rateLimit == null).map((r) => `${r.method} ${r.url}`);
    expect(unlimited).toEqual([]);
  });

  it('refuses the sixth swap in a minute with 42900 and changes nothing; others and other routes go on', async () => {
    const swap = (user: TestUser) =>
      post(ctx, user, '/api/swap', { from: 'USDT', to: 'USDB', amount: T.toString() });
    for (let i = 0; i < 5; i++) expect((await swap(alice)).json().code).toBe(10000);
    const refused = await swap(alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 42900, data: null });
    expect(await balanceOf(ctx, alice, 'USDT')).toMatchObject({ available: 95n * T });
    // Counted per caller and per route: bob swaps, alice still transfers.
    expect((await swap(bob)).json().code).toBe(10000);
    const transfer = await post(ctx, alice, '/api/transfer', {
      asset: 'USDT',
      amount: T.toString(),
      to: bob.account.address,
    });
    expect(transfer.json().code).toBe(10000);
  });

  it("checks the token first: a write without one is refused 401 and spends nobody's budget", async () => {
    for (let i = 0; i < 8; i++) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/swap', payload: {} })).statusCode).toBe(401);
    }
    const swap = await post(ctx, bob, '/api/swap', { from: 'USDT', to: 'USDB', amount: T.toString() });
    expect(swap.json().code).toBe(10000);
  });
});
