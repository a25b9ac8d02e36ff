import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_OPERATOR_ACCOUNT,
  TEST_OPERATOR_TOKEN,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

type Rules = {
  boxes: { prizeWeights: string[] };
  stake: { minWei: string };
  treasury: { fourEyesAboveWei: string; limitChangeDelaySec: number };
};

describe.each(testBackends())('rules versions in the console on %s', (backend) => {
  let ctx: TestContext;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }, payload });
  const inForce = async (): Promise<Rules & { version?: unknown }> =>
    (await ctx.app.inject({ method: 'GET', url: '/api/transparency/rules' })).json().data.rules;
  const inHours = (hours: number) => new Date(ctx.clock.now.getTime() + hours * 3_600_000).toISOString();

  beforeEach(async () => {
    ctx = await createTestApp(backend);
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('previews a change as a diff, saves it as the next version and applies it from its time', async () => {
    const rules = await inForce();
    rules.boxes.prizeWeights[9] = '75';
    rules.stake.minWei = '20000000000000000000';
    const body = { rules, effectiveAt: inHours(2) };
    const preview = (await call('POST', '/api/operator/rules/preview', body)).json().data;
    expect(preview).toMatchObject({ version: 2, problems: [] });
    expect(preview.changes).toEqual([
      { path: 'stake.minWei', before: '10000000000000000000', after: '20000000000000000000' },
      { path: 'boxes.prizeWeights[9]', before: '50', after: '75' },
    ]);
    // A preview writes nothing.
    expect((await call('GET', '/api/operator/rules')).json().data.versions).toHaveLength(1);

    const saved = (await call('POST', '/api/operator/rules', body)).json();
    expect(saved).toMatchObject({ code: 10000, data: { version: 2, changes: preview.changes } });
    const overview = (await call('GET', '/api/operator/rules')).json().data;
    expect(overview.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(overview.versions[0]).toMatchObject({
      createdBy: TEST_OPERATOR_ACCOUNT.address,
      effectiveAt: body.effectiveAt,
    });
    // Not yet in force; in force once its time has come.
    expect(overview.inForce.version).toBe(1);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 3 * 3_600_000);
    expect((await inForce()).boxes.prizeWeights[9]).toBe('75');

    const [audit] = (await call('GET', '/api/operator/audit?action=rules.version')).json().data.items;
    expect(audit).toMatchObject({
      actor: TEST_OPERATOR_ACCOUNT.address,
      target: 'rules',
      before: { 'stake.minWei': '10000000000000000000', 'boxes.prizeWeights[9]': '50' },
      after: { 'stake.minWei': '20000000000000000000', 'boxes.prizeWeights[9]': '75', version: 2 },
    });
  });

  it('holds a change to a treasury limit back for the delay of the rules in force, audited before and after', async () => {
    const rules = await inForce();
    expect(rules.treasury.limitChangeDelaySec).toBe(86_400);
    rules.treasury.fourEyesAboveWei = '1';
    const soon = (
      await call('POST', '/api/operator/rules/preview', { rules, effectiveAt: inHours(2) })
    ).json().data;
    expect(soon.earliestEffectiveAt).toBe(inHours(24));
    expect(soon.problems).toEqual([
      `changes treasury limits (fourEyesAboveWei): takes effect no sooner than ${inHours(24)}, 86400 s after now (treasury.limitChangeDelaySec)`,
    ]);
    expect((await call('POST', '/api/operator/rules', { rules, effectiveAt: inHours(2) })).json().code).toBe(
      40057,
    );
    // Lowering the delay in the same version does not shorten it: the rules in force decide.
    rules.treasury.limitChangeDelaySec = 0;
    expect(
      (await call('POST', '/api/operator/rules/preview', { rules, effectiveAt: inHours(2) })).json().data
        .problems,
    ).toHaveLength(1);

    const saved = (await call('POST', '/api/operator/rules', { rules, effectiveAt: inHours(24) })).json();
    expect(saved).toMatchObject({ code: 10000, data: { version: 2 } });
    const [audit] = (await call('GET', '/api/operator/audit?action=rules.version')).json().data.items;
    expect(audit).toMatchObject({
      before: {
        'treasury.fourEyesAboveWei': '10000000000000000000000',
        'treasury.limitChangeDelaySec': 86_400,
      },
      after: { 'treasury.fourEyesAboveWei': '1', 'treasury.limitChangeDelaySec': 0 },
    });
    // Other rules change as before, without the delay.
    const other = await inForce();
    other.boxes.prizeWeights[9] = '60';
    expect(
      (await call('POST', '/api/operator/rules/preview', { rules: other, effectiveAt: inHours(1) })).json()
        .data.problems,
    ).toEqual([]);
  });

  it('never reaches back into a settled day or the past, and refuses what is incomplete or changes nothing', async () => {
    const rules = await inForce();
    const nothing = (
      await call('POST', '/api/operator/rules/preview', { rules, effectiveAt: inHours(1) })
    ).json();
    expect(nothing.data.problems).toEqual(['changes nothing']);

    rules.boxes.prizeWeights[9] = '80';
    const past = (
      await call('POST', '/api/operator/rules/preview', { rules, effectiveAt: inHours(-1) })
    ).json();
    expect(past.data.problems).toEqual([expect.stringMatching(/would change a settled day or the past/)]);

    // A day settled early (the local run mode) ends in the future: nothing may apply before its end.
    const today = dayOf(ctx.clock.now);
    const end = dayWindow(today)?.end as Date;
    await ctx.db.query(
      `INSERT INTO settlements (day, rules_version, base, cap, total_value, paid_value, capped, users_paid, lines, computed_ms)
       VALUES ($1, 1, 0, 0, 0, 0, false, 0, 0, 1)`,
      [today],
    );
    expect((await call('GET', '/api/operator/rules')).json().data.earliestEffectiveAt).toBe(
      end.toISOString(),
    );
    const beforeEnd = new Date(end.getTime() - 60_000).toISOString();
    const early = await call('POST', '/api/operator/rules', { rules, effectiveAt: beforeEnd });
    expect(early.json()).toMatchObject({ code: 40057, data: null });
    expect(early.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/operator/rules', { rules, effectiveAt: end.toISOString() })).json().code,
    ).toBe(10000);

    const { boxes: _boxes, ...incomplete } = rules;
    const bad = (
      await call('POST', '/api/operator/rules/preview', {
        rules: { ...incomplete, stake: 'x' },
        effectiveAt: inHours(30),
      })
    ).json();
    expect(bad.data.problems).toEqual([expect.stringMatching(/not a complete rules configuration/)]);
    expect(
      (
        await call('POST', '/api/operator/rules', {
          rules: { ...incomplete, stake: 'x' },
          effectiveAt: inHours(30),
        })
      ).json().code,
    ).toBe(40057);
    const audit = (await call('GET', '/api/operator/audit?action=rules.version')).json().data;
    expect(audit.total).toBe(1);
  });
});
