import { DEFAULT_RULES, rulesToJson } from '@woohoo/shared/rules/rules-config';
import { expect } from 'vitest';
import { post, type TestUser } from './money-helpers';
import { TEST_OPERATOR_TOKEN, type TestContext } from './test-app';

/**
 * The week of the weekly assessment tests: 2026-11-22 is a Sunday, the last settlement day of the
 * week from Monday 2026-11-16, so settling it also assesses the week.
 */
export const WEEK_END_DAY = '2026-11-22';

/**
 * Rules version 2 for a small tree: one active direct makes a D1, with no free days, so the
 * referrer's dynamic rewards are held for the week at once (D1's target stays 1,000 USDT).
 */
export async function addSmallTreeRules(ctx: TestContext): Promise<void> {
  const rules = {
    ...DEFAULT_RULES,
    version: 2,
    team: { ...DEFAULT_RULES.team, d1Directs: 1 },
    assessment: { ...DEFAULT_RULES.assessment, freeDays: 0 },
  };
  await ctx.db.query(
    `INSERT INTO rules_versions (version, effective_at, body, created_by) VALUES (2, '2026-01-01', $1, 'test')`,
    [JSON.stringify(rulesToJson(rules))],
  );
}

/**
 * The buyer buys `shares` main nodes on the Sunday (everyone registered the Friday before), and
 * the operator settles the day, which assesses the week.
 */
export async function sundayPurchase(ctx: TestContext, buyer: TestUser, shares: number): Promise<void> {
  expect((await post(ctx, buyer, '/api/nodes/purchase', { kind: 'main', shares })).json().code).toBe(10000);
  await ctx.db.query(`UPDATE users SET created_at = '2026-11-20T00:00:00Z'`);
  await ctx.db.query(`UPDATE node_orders SET created_at = '2026-11-22T00:00:00Z'`);
  ctx.clock.now = new Date('2026-11-23T00:00:00Z');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/operator/settlements',
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    payload: { day: WEEK_END_DAY },
  });
  expect(res.json()).toMatchObject({ code: 10000, data: { state: 'succeeded' } });
}
