import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
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
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { bothBackends } from '../../testing/test-db';
import { settlementJob } from './settlement-service';

describe.each(bothBackends())('daily settlement on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  // Orders are stamped by the database clock: the day under test is the real one.
  const day = dayOf(new Date());
  const window = dayWindow(day)!;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    bob = await newUser(ctx, alice);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 2000n * T));
    expect((await post(ctx, bob, '/api/nodes/purchase', { kind: 'main', shares: 1 })).json().code).toBe(
      10000,
    );
  });
  afterEach(async () => {
    await ctx.close();
  });

  const settle = (payload: object, token = TEST_OPERATOR_TOKEN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/operator/settlements',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const afterDay = () => {
    ctx.clock.now = new Date(window.end.getTime() + 60_000);
  };
  const rewardTransfers = async () =>
    Number(
      (
        await ctx.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind LIKE 'reward\\_%'",
        )
      )[0]?.n,
    );

  it('refuses a day that has not ended, a non-date, and a user token', async () => {
    ctx.clock.now = new Date(window.end.getTime() - 1);
    expect((await settle({ day })).json()).toMatchObject({ code: 40036 });
    // Closing the running day early is for the local run mode only.
    expect((await settle({ day, early: true })).json()).toMatchObject({ code: 40036 });
    expect((await settle({ day: '2026-02-30' })).json()).toMatchObject({ code: 40036 });
    expect((await settle({ day: 'yesterday' })).json()).toMatchObject({ code: 40000 });
    expect((await settle({ day }, bob.token)).statusCode).toBe(403);
    expect(await rewardTransfers()).toBe(0);
  });

  it("pays the day's rewards with their explanation, once, however often it is run", async () => {
    afterDay();
    const first = (await settle({ day })).json();
    expect(first).toMatchObject({
      code: 10000,
      data: { day, state: 'succeeded', base: `${520n * T}`, capped: false, usersPaid: 1, lines: 2 },
    });
    // alice: generation 1 (0.5% of bob's 520 USDT, she has one active direct) and an ID
    // referral for bob's first order (5 USDT of value paid in BHC at 0.1 USDT).
    expect(first.data.byKind).toEqual([
      { kind: 'generation', asset: 'USDT', amount: `${26n * 10n ** 17n}`, lines: 1 },
      { kind: 'id_referral', asset: 'BHC', amount: `${50n * T}`, lines: 1 },
    ]);
    const usdtBefore = await balanceOf(ctx, alice, 'USDT');
    const again = (await settle({ day })).json();
    expect(again.data).toMatchObject({ state: 'succeeded', lines: 2, usersPaid: 1 });
    expect(await rewardTransfers()).toBe(2);
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual(usdtBefore);
    expect((await balanceOf(ctx, alice, 'BHC')).available).toBe(50n * T);

    const rewards = (await get(ctx, alice, '/api/rewards')).data;
    expect(rewards.total).toBe(2);
    expect(rewards.items).toContainEqual(
      expect.objectContaining({
        day,
        kind: 'generation',
        source: 'node_order',
        sourceAddress: bob.account.address,
        basis: `${520n * T}`,
        rateBps: 50,
        amount: `${26n * 10n ** 17n}`,
        rulesVersion: 1,
        capped: false,
        locked: false,
      }),
    );
    expect((await get(ctx, alice, '/api/rewards?kind=id_referral')).data.items).toEqual([
      expect.objectContaining({ kind: 'id_referral', source: 'user', sourceAddress: bob.account.address }),
    ]);
    const summary = (await get(ctx, alice, '/api/rewards/summary')).data;
    expect(summary).toMatchObject({
      totalValue: `${76n * 10n ** 17n}`,
      staticValue: '0',
      lastDay: { day, capped: false, paidBps: 10000 },
    });
    const history = (await get(ctx, alice, '/api/assets/history?asset=BHC')).data;
    expect(history.items[0]).toMatchObject({ kind: 'reward_id_referral' });
    const report = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/operator/settlements/${day}`,
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      })
    ).json();
    expect(report.data).toMatchObject({ state: 'succeeded', lines: 2 });
    expect(report.data.durationMs).toBeGreaterThanOrEqual(0);
    for (const asset of await transparency(ctx)) expect(asset.invariantHolds).toBe(true);
    const ranking = (await get(ctx, alice, '/api/team/ranking')).data;
    expect(ranking).toMatchObject({ day, mine: { rank: 1 } });
  });

  it('resumes a run that died after computing and pays exactly what an uninterrupted run pays', async () => {
    afterDay();
    const deps = { db: ctx.db, now: () => ctx.clock.now };
    const job = settlementJob(deps, window);
    let batches = 0;
    const dying = {
      ...job,
      batch: async (...args: Parameters<typeof job.batch>) => {
        if (++batches === 2) throw new Error('killed while posting');
        return job.batch(...args);
      },
    };
    await expect(runJob(ctx.db, dying)).rejects.toThrow('killed while posting');
    expect(await rewardTransfers()).toBe(0);
    expect((await settle({ day })).json().data).toMatchObject({ state: 'succeeded', lines: 2 });
    expect(await rewardTransfers()).toBe(2);
    expect((await balanceOf(ctx, alice, 'BHC')).available).toBe(50n * T);
    const [lines] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rewards');
    expect(lines?.n).toBe(2);
  });

  it('closes the running day early in the local run mode, for a demonstration', async () => {
    const local = await createTestApp(backend, { settleEarly: true });
    try {
      local.clock.now = new Date(window.end.getTime() - 60_000);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/operator/settlements',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
        payload: { day, early: true },
      });
      expect(res.json()).toMatchObject({ code: 10000, data: { day, state: 'succeeded' } });
      // Not a day that has not begun.
      const next = await local.app.inject({
        method: 'POST',
        url: '/api/operator/settlements',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
        payload: { day: '2099-01-01', early: true },
      });
      expect(next.json()).toMatchObject({ code: 40036 });
    } finally {
      await local.close();
    }
  });
});
