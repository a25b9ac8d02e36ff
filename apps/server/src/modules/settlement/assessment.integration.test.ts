import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, get, newUser, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { addSmallTreeRules, sundayPurchase as settleSunday } from '../../testing/week-end-settlement';

/**
 * The weekly assessment at the end of a week: 2026-11-22 is a Sunday, the last settlement day of
 * the week from Monday 2026-11-16. Rules version 2 makes one active direct a D1, gives no free
 * days and sets D1's weekly target to 1,000 USDT, so a small tree shows both outcomes.
 */
describe.each(testBackends())('weekly assessment on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    await addSmallTreeRules(ctx);
    alice = await newUser(ctx);
    bob = await newUser(ctx, alice);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 3000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  /** Bob buys `shares` main nodes on the Sunday, and the day is settled and the week assessed. */
  const sundayPurchase = (shares: number) => settleSunday(ctx, bob, shares);
  const assessment = async () =>
    (
      await ctx.db.query<{ state: string; held_value: string; cleared_value: string; completed: string }>(
        `SELECT state, held_value::text AS held_value, cleared_value::text AS cleared_value, completed::text AS completed
         FROM assessments WHERE user_id = $1`,
        [alice.id],
      )
    )[0];

  it('clears the held rewards of a week whose target was missed, and shows it', async () => {
    const before = await balanceOf(ctx, alice, 'USDT');
    await sundayPurchase(1);
    // alice (D1): differential 3% + generation 0.5% of 520 USDT, and 5 USDT of ID referral in BHC,
    // all held; 520 of 1,000 USDT reached, so 100% of 23.2 USDT of value is cleared.
    expect(await assessment()).toEqual({
      state: 'not_completed',
      completed: `${520n * T}`,
      held_value: `${232n * 10n ** 17n}`,
      cleared_value: `${232n * 10n ** 17n}`,
    });
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ ...before, available: before.available + 52n * T });
    const balances = (await get(ctx, alice, '/api/assets/balances')).data;
    for (const row of balances) expect(row.rewardHold).toBe('0');
    const view = (await get(ctx, alice, '/api/team/assessment')).data;
    expect(view.history).toEqual([
      expect.objectContaining({
        weekStart: '2026-11-16',
        state: 'not_completed',
        level: 'D1',
        target: `${1000n * T}`,
      }),
    ]);
    expect(view).toMatchObject({ totalIncome: `${232n * 10n ** 17n}`, receivedIncome: '0' });
  });

  it('releases the held rewards of a completed week and adds the extra free days', async () => {
    await sundayPurchase(2);
    expect(await assessment()).toMatchObject({ state: 'completed', cleared_value: '0' });
    // 3% + 0.5% of 1,040 USDT released to available, beside the node sales reward of 104.
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(104n * T + 364n * 10n ** 17n);
    expect((await balanceOf(ctx, alice, 'BHC')).available).toBe(50n * T);
    const [profile] = await ctx.db.query<{ free_until: string }>(
      `SELECT to_char(free_until, 'YYYY-MM-DD') AS free_until FROM assessment_profiles WHERE user_id = $1`,
      [alice.id],
    );
    expect(profile?.free_until).toBe('2026-11-24');
    const history = (await get(ctx, alice, '/api/assets/history?asset=USDT')).data.items;
    expect(history[0]).toMatchObject({ kind: 'assessment_release' });
  });
});
