import { randomUUID } from 'node:crypto';
import { dayOf } from '@woohoo/shared/settlement/settlement-day';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T } from './testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from './testing/test-app';
import { testBackends } from './testing/test-db';

/**
 * Two API replicas on one database (and one Redis): a session ended on one is ended on the other,
 * rate limits are counted across both, and a day is settled once however many replicas are asked at
 * the same time.
 */
describe.each(testBackends())('two replicas on %s', (backend) => {
  const opened: TestContext[] = [];
  const redisClients: Redis[] = [];
  afterEach(async () => {
    // The replica first: the first owns the database.
    for (const ctx of opened.reverse()) await ctx.close();
    opened.length = 0;
    for (const redis of redisClients) redis.disconnect();
    redisClients.length = 0;
  });
  const pair = async (options: Parameters<typeof createTestApp>[1] = {}) => {
    const a = await createTestApp(backend, options);
    opened.push(a);
    const b = await createTestApp(backend, { ...options, replicaOf: a });
    opened.push(b);
    return [a, b] as const;
  };

  it('ends a session on the other replica when it is ended on one', async () => {
    const [a, b] = await pair();
    const alice = await newUser(a);
    await a.db.transaction((tx) => deposit(tx, alice.account.address, 10n * T));
    const me = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/user/info',
        headers: { authorization: `Bearer ${alice.token}` },
      });
    // Read on b: b now holds the session in its cache.
    expect((await me(b)).json().code).toBe(10000);
    await a.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    // A write checks its session in the database: refused on b at once.
    const swap = await post(b, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: T.toString() });
    expect(swap.json().code).toBe(1012);
    // A read is refused as soon as the database's announcement reaches b: on PGlite before the
    // logout returns, on PostgreSQL within milliseconds.
    await expect.poll(async () => (await me(b)).json().code, { timeout: 2000, interval: 5 }).toBe(1012);
  });

  it("shows on one replica a balance changed by the other's write", async () => {
    const [a, b] = await pair();
    const alice = await newUser(a);
    const bob = await newUser(a);
    await a.db.transaction((tx) => deposit(tx, alice.account.address, 10n * T));
    // Both replicas now hold bob's (empty) balances in their caches.
    expect((await balanceOf(b, bob, 'USDT')).available).toBe(0n);
    expect((await balanceOf(a, bob, 'USDT')).available).toBe(0n);
    const transfer = await post(a, alice, '/api/transfer', {
      asset: 'USDT',
      to: bob.account.address,
      amount: (2n * T).toString(),
    });
    expect(transfer.json().code).toBe(10000);
    const received = BigInt(transfer.json().data.received);
    // The replica that wrote shows it at once; the other as soon as the announcement arrives.
    expect((await balanceOf(a, bob, 'USDT')).available).toBe(received);
    await expect
      .poll(async () => (await balanceOf(b, bob, 'USDT')).available, { timeout: 2000, interval: 5 })
      .toBe(received);
  });

  it.skipIf(!process.env.REDIS_URL)('counts rate limits across replicas through Redis', async () => {
    const prefix = `woohoo:test:${randomUUID()}:`;
    const clients = [new Redis(process.env.REDIS_URL as string), new Redis(process.env.REDIS_URL as string)];
    redisClients.push(...clients);
    const a = await createTestApp(backend, { writeRateLimit: 4, redis: clients[0], redisKeyPrefix: prefix });
    opened.push(a);
    const b = await createTestApp(backend, {
      writeRateLimit: 4,
      redis: clients[1],
      redisKeyPrefix: prefix,
      replicaOf: a,
    });
    opened.push(b);
    const alice = await newUser(a);
    await a.db.transaction((tx) => deposit(tx, alice.account.address, 100n * T));
    const bob = await newUser(a);
    const swap = (ctx: TestContext) =>
      post(ctx, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: T.toString() });
    const transfer = (ctx: TestContext) =>
      post(ctx, alice, '/api/transfer', { asset: 'USDT', amount: T.toString(), to: bob.account.address });
    // One budget for the wallet, whichever replica and whichever write route.
    const codes = [];
    for (const [i, ctx] of [a, b, a, b, a, b].entries())
      codes.push((await (i % 2 ? transfer : swap)(ctx)).json().code);
    expect(codes).toEqual([10000, 10000, 10000, 10000, 42900, 42900]);
    const keys = await clients[0]?.keys(`${prefix}*`);
    expect(keys?.length).toBeGreaterThan(0);
    await clients[0]?.del(...(keys ?? []));
  });

  it('settles a day once when both replicas are asked at the same time', async () => {
    const [a, b] = await pair();
    const alice = await newUser(a);
    const bob = await newUser(a, alice);
    await a.db.transaction((tx) => deposit(tx, bob.account.address, 1000n * T));
    expect((await post(a, bob, '/api/nodes/purchase', { kind: 'main', shares: 1 })).json().code).toBe(10000);
    // The settlement day of the purchase (it ends at 21:00 UTC+8, not at midnight UTC), closed.
    const day = dayOf(a.clock.now);
    a.clock.now = new Date(a.clock.now.getTime() + 2 * 86_400_000);
    const settle = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/operator/settlements',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
        payload: { day },
      });
    const answers = (await Promise.all([settle(a), settle(b)])).map((r) => r.json());
    // One settles; the other is told another replica is at it, or answers the first result.
    expect(answers.map((x) => x.code).sort()).toEqual(expect.arrayContaining([10000]));
    for (const answer of answers) expect([10000, 40925]).toContain(answer.code);
    const [settled] = await a.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM settlements WHERE day = $1',
      [day],
    );
    expect(settled?.n).toBe(1);
    const [posted] = await a.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM ledger_transfers WHERE kind LIKE 'reward_%'`,
    );
    expect(posted?.n).toBe(posted?.keys);
    expect(posted?.n).toBeGreaterThan(0);
  });
});
