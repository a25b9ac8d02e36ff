import { DEFAULT_RULES, rulesToJson } from '@woohoo/shared/rules/rules-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runJob } from '../../jobs/job-runner';
import { get, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { hashToken } from '../auth/secrets';
import { upsertUserForUpdate } from '../user/user-service';
import { positionReleaseJob } from '../woohoo/woohoo-service';

/**
 * The global bonus (SPEC 6, 9): a B6 holder's share of 2.5% of the day's inflow, paid as a locked
 * position released 1/60 a day. Rules version 2 lowers the thresholds so this tree has levels, all
 * bought on Friday 2026-11-20:
 *
 *            root (B6: two legs each holding a B5)
 *           /    \
 *        A (B5)   B (B5)      each with two active directs and a small community above 0
 *        /  \      /  \
 *       a1  a2    b1  b2      one main node share each, as are A and B (6 x 520 USDT)
 */
describe.each(testBackends())('global bonus pool on %s', (backend) => {
  const day = '2026-11-20';
  let ctx: TestContext;
  let root: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    const rules = {
      ...DEFAULT_RULES,
      version: 2,
      team: { ...DEFAULT_RULES.team, d1Directs: 1, b3SmallCommunityWei: 1n, b5SmallCommunityWei: 1n },
    };
    await ctx.db.query(
      `INSERT INTO rules_versions (version, effective_at, body, created_by) VALUES (2, '2026-01-01', $1, 'test')`,
      [JSON.stringify(rulesToJson(rules))],
    );
    const tree: [string, string | null][] = [
      ['root', null],
      ['A', 'root'],
      ['B', 'root'],
      ['a1', 'A'],
      ['a2', 'A'],
      ['b1', 'B'],
      ['b2', 'B'],
    ];
    const address = (name: string) => `0x${Buffer.from(name.padEnd(20, '.')).toString('hex').slice(0, 40)}`;
    await ctx.db.transaction(async (tx) => {
      for (const [name, parent] of tree)
        await upsertUserForUpdate(tx, address(name), parent && address(parent));
    });
    await ctx.db.query(`UPDATE users SET created_at = '2026-11-01T00:00:00Z'`);
    await ctx.db.query(
      `INSERT INTO node_orders (user_id, kind, shares, price, total, self_counted, repurchase, rules_version, created_at)
       SELECT id, 'main', 1, $1::numeric, $1::numeric, 1, false, 1, '2026-11-20T00:00:00Z' FROM users WHERE address <> $2`,
      [(520n * T).toString(), address('root')],
    );
    const [row] = await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE address = $1', [
      address('root'),
    ]);
    // A signed-in session for root, to read the pool page as root would.
    const token = 'root-session-token';
    await ctx.db.query(
      `INSERT INTO sessions (user_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, now(), now() + interval '1 day')`,
      [row!.id, hashToken(token)],
    );
    root = { id: row!.id, token, account: { address: address('root') } as TestUser['account'] };
    ctx.clock.now = new Date('2026-11-21T00:00:00Z');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/settlements',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { day },
    });
    expect(res.json()).toMatchObject({ code: 10000, data: { state: 'succeeded', capped: false } });
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('pays the B6 holder 2.5% of the inflow as a locked position and releases 1/60 a day', async () => {
    const levels = await ctx.db.query<{ level: number }>(
      'SELECT level::int AS level FROM user_levels ORDER BY level DESC, user_id',
    );
    expect(levels.map((l) => l.level)).toEqual([4, 3, 3]);
    const bonus = await ctx.db.query<{ kind: string; amount: string; weight: number; weight_total: number }>(
      `SELECT kind, amount::text AS amount, weight, weight_total FROM rewards WHERE kind = 'global_bonus'`,
    );
    expect(bonus).toEqual([{ kind: 'global_bonus', amount: `${78n * T}`, weight: 1, weight_total: 1 }]);
    const balances = (await get(ctx, root, '/api/assets/balances')).data;
    expect(balances.find((b: { asset: string }) => b.asset === 'USDT')).toMatchObject({
      vesting: `${78n * T}`,
    });

    const pool = (await get(ctx, root, '/api/team/pool')).data;
    expect(pool).toMatchObject({ level: 'B6', bpsEach: 250, releaseDays: 60 });
    expect(pool.positions).toEqual([
      expect.objectContaining({
        day,
        locked: `${78n * T}`,
        released: '0',
        dailyRelease: `${13n * 10n ** 17n}`,
        endsOn: '2027-01-19',
        state: 'releasing',
      }),
    ]);

    // The next release day (UTC+8) moves 78 / 60 = 1.3 USDT from vesting to available, once.
    const next = () => new Date('2026-11-21T14:00:00Z');
    await runJob(ctx.db, positionReleaseJob(next));
    await runJob(ctx.db, positionReleaseJob(next));
    const after = (await get(ctx, root, '/api/assets/balances')).data.find(
      (b: { asset: string }) => b.asset === 'USDT',
    );
    expect(after).toMatchObject({ vesting: `${767n * 10n ** 17n}` });
    expect(BigInt(after.available)).toBeGreaterThanOrEqual(13n * 10n ** 17n);
  });
});
