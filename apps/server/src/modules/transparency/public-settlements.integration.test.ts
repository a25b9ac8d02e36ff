import { DEFAULT_RULES } from '@woohoo/shared/rules/rules-config';
import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, newUser, post, T } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('public settlement history and rules on %s', (backend) => {
  let ctx: TestContext;
  // Orders are stamped by the database clock: the day under test is the real one.
  const day = dayOf(new Date());
  beforeEach(async () => {
    ctx = await createTestApp(backend);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const read = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

  it('shows every settled day with its total per reward kind, signed out', async () => {
    expect((await read('/api/transparency/settlements')).data).toEqual({
      items: [],
      page: 1,
      size: 10,
      total: 0,
    });
    const alice = await newUser(ctx);
    const bob = await newUser(ctx, alice);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 2000n * T));
    expect((await post(ctx, bob, '/api/nodes/purchase', { kind: 'main', shares: 1 })).json().code).toBe(
      10000,
    );
    ctx.clock.now = new Date(dayWindow(day)!.end.getTime() + 60_000);
    const settled = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/settlements',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { day },
    });
    expect(settled.json().code).toBe(10000);

    const page = (await read('/api/transparency/settlements?page=1&size=5')).data;
    expect(page).toMatchObject({ page: 1, size: 5, total: 1 });
    const [first] = page.items;
    expect(first).toMatchObject({ day, base: `${520n * T}`, capped: false, paidBps: 10_000, usersPaid: 1 });
    // alice: generation 1 (0.5% of 520 USDT) and an ID referral (5 USDT in BHC at 0.1).
    expect(first.kinds).toEqual([
      { kind: 'id_referral', asset: 'BHC', lines: 1, paidValue: `${5n * T}`, amount: `${50n * T}` },
      {
        kind: 'generation',
        asset: 'USDT',
        lines: 1,
        paidValue: `${(26n * T) / 10n}`,
        amount: `${(26n * T) / 10n}`,
      },
    ]);
    const paid = first.kinds.reduce((sum: bigint, k: { paidValue: string }) => sum + BigInt(k.paidValue), 0n);
    expect(BigInt(first.paidValue)).toBe(paid);
    expect((await read('/api/transparency/settlements?size=61')).code).toBe(40000);
    expect((await read('/api/transparency/settlements?page=2&size=5')).data.items).toEqual([]);
  });

  it('shows the rules in force with their version and effective time', async () => {
    const { data } = await read('/api/transparency/rules');
    expect(data).toMatchObject({ version: 1, effectiveAt: DEFAULT_RULES.effectiveAt });
    expect(data.rules.nodes.shareWei).toBe(`${520n * T}`);
    expect(data.rules.boxes.prizeWeights).toHaveLength(10);
  });
});
