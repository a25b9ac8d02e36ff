import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runJob } from '../../jobs/job-runner';
import {
  balanceOf,
  deposit,
  get,
  newUser,
  post,
  T,
  type TestUser,
  transparency,
} from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { stakeExpiryJob } from './stake-service';

describe.each(testBackends())('staking on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 3000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  const stake = (packageId: string, amountWei: bigint, key?: string) =>
    post(ctx, alice, '/api/stake', { packageId, amount: amountWei.toString() }, key);
  const staked = async () => {
    const { data } = await get(ctx, alice, '/api/assets/balances');
    return BigInt(data.find((b: { asset: string }) => b.asset === 'USDT').staked);
  };

  it('lists the packages, and stakes 10 to 1000 USDT in tens into the staked bucket', async () => {
    const packages = (await get(ctx, alice, '/api/stake/packages')).data;
    expect(packages).toMatchObject({ min: `${10n * T}`, max: `${1000n * T}`, step: `${10n * T}` });
    expect(packages.packages.map((p: { days: number }) => p.days)).toEqual([30, 90, 180, 360]);
    const order = (await stake('d30', 1000n * T)).json().data;
    expect(order).toMatchObject({
      type: 'stablecoin_overlord',
      days: 30,
      amount: `${1000n * T}`,
      expectedDailyReward: `${3n * T}`,
      accelerableTotal: `${2000n * T}`,
      accelerableRemaining: `${2000n * T}`,
      status: 'active',
      expiresAt: new Date(ctx.clock.now.getTime() + 30 * 86_400_000).toISOString(),
    });
    expect(await balanceOf(ctx, alice, 'USDT')).toMatchObject({ available: 2000n * T });
    expect(await staked()).toBe(1000n * T);
  });

  it('refuses 1001, 15, 0 and 1005 USDT, an unknown package and a short balance, moving nothing', async () => {
    for (const amount of [1001n * T, 15n * T, 0n, 1005n * T]) {
      expect((await stake('d30', amount)).json()).toMatchObject({
        code: 40030,
        msg: 'The staking amount must be a multiple of 10, at most 1,000 USDT',
      });
    }
    expect((await stake('d7', 100n * T)).json().code).toBe(40031);
    await stake('d30', 1000n * T);
    await stake('d30', 1000n * T);
    await stake('d30', 900n * T);
    expect((await stake('d30', 200n * T)).json().code).toBe(40020);
    expect(await staked()).toBe(2900n * T);
  });

  it('returns the principal at expiry exactly once, however often the job runs', async () => {
    const order = (await stake('d30', 500n * T)).json().data;
    await stake('d90', 100n * T);
    const later = new Date(ctx.clock.now.getTime() + 31 * 86_400_000);
    const job = stakeExpiryJob(() => later);
    const runs = await Promise.all([runJob(ctx.db, job), runJob(ctx.db, job)]);
    expect(runs.some((r) => r.state === 'succeeded')).toBe(true);
    await runJob(ctx.db, job);
    expect(await balanceOf(ctx, alice, 'USDT')).toMatchObject({ available: 2900n * T });
    expect(await staked()).toBe(100n * T);
    const expired = (await get(ctx, alice, '/api/stake/orders?status=expired')).data;
    expect(expired.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const active = (await get(ctx, alice, '/api/stake/orders?status=active')).data;
    expect(active.items.map((o: { days: number }) => o.days)).toEqual([90]);
    expect((await get(ctx, alice, '/api/stake/orders')).data.total).toBe(2);
    const history = (await get(ctx, alice, '/api/assets/history?asset=USDT')).data.items;
    expect(history.filter((e: { kind: string }) => e.kind === 'stake_return')).toHaveLength(1);
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('answers a retried stake with its first order', async () => {
    const first = (await stake('d30', 100n * T, 'stake-key')).json();
    expect((await stake('d30', 100n * T, 'stake-key')).json()).toEqual(first);
    expect(await staked()).toBe(100n * T);
  });
});
