import { DEFAULT_RULES } from '@woohoo/shared/rules/rules-config';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
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
import { createTestApp, signIn, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { openUserAccounts } from '../ledger/ledger-repository';
import { addRulesVersion } from '../rules/rules-service';
import { upsertUserForUpdate } from '../user/user-service';
import { buyWoohoo, positionReleaseJob } from './woohoo-service';

describe.each(testBackends())('$WOOHOO sale and locked positions on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 2000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  const buy = (units: bigint | string, key?: string) =>
    post(
      ctx,
      alice,
      '/api/woohoo/buy',
      { amount: typeof units === 'string' ? units : (units * T).toString() },
      key,
    );
  /** `n` new users holding `usdtWei` each. */
  const fundedBuyers = (n: number, usdtWei: bigint) =>
    ctx.db.transaction(async (tx) => {
      const users = [];
      for (let i = 0; i < n; i++) {
        const user = await upsertUserForUpdate(tx, privateKeyToAccount(generatePrivateKey()).address, null);
        await openUserAccounts(tx, user.id);
        await deposit(tx, user.address, usdtWei);
        users.push(user);
      }
      return users;
    });
  const woohoo = async () => {
    const { data } = await get(ctx, alice, '/api/assets/balances');
    const row = data.find((b: { asset: string }) => b.asset === 'WOOHOO');
    return { available: BigInt(row.available), vesting: BigInt(row.vesting) };
  };

  it('sells from phase 1 at its price into a locked position, then phase 2 once phase 1 is sold', async () => {
    const phases = (await get(ctx, alice, '/api/woohoo/phases')).data;
    expect(phases.phases.map((p: { quota: string; open: boolean }) => [p.quota, p.open])).toEqual([
      [`${5200n * T}`, true],
      [`${3900n * T}`, false],
      [`${2600n * T}`, false],
    ]);
    const order = (await buy(1000n)).json().data;
    expect(order).toMatchObject({ phase: 1, amount: `${1000n * T}`, cost: `${100n * T}` });
    expect(order.position).toMatchObject({
      state: 'locking',
      lockedAmount: `${1000n * T}`,
      released: '0',
      releasedToday: '0',
    });
    expect(await woohoo()).toEqual({ available: 0n, vesting: 1000n * T });
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(1900n * T);
    await buy(4200n); // phase 1 sold out: 5,200
    expect((await buy(1n)).json().data).toMatchObject({ phase: 2, cost: `${(15n * T) / 100n}` });
    expect((await buy(3900n)).json()).toMatchObject({ code: 40032, msg: 'Insufficient quota' });
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('refuses fractions of a unit and a short balance, charging nothing', async () => {
    expect((await buy((T / 2n).toString())).json().code).toBe(40028);
    expect((await buy(0n)).json().code).toBe(40028);
    const bob = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 9n * T));
    expect((await post(ctx, bob, '/api/woohoo/buy', { amount: (100n * T).toString() })).json().code).toBe(
      40020,
    );
    expect((await get(ctx, bob, '/api/positions')).data).toEqual([]);
    expect(await woohoo()).toEqual({ available: 0n, vesting: 0n });
  });

  it('releases 1% a day from the release start, once per position and day, moving vesting to available', async () => {
    await buy(1000n);
    const start = ctx.clock.now.getTime();
    const at = (days: number) => new Date(start + days * 86_400_000 + 60_000);
    await runJob(
      ctx.db,
      positionReleaseJob(() => at(10)),
    );
    expect(await woohoo()).toEqual({ available: 0n, vesting: 1000n * T });
    await Promise.all([
      runJob(
        ctx.db,
        positionReleaseJob(() => at(30)),
      ),
      runJob(
        ctx.db,
        positionReleaseJob(() => at(30)),
      ),
    ]);
    await runJob(
      ctx.db,
      positionReleaseJob(() => at(30)),
    );
    expect(await woohoo()).toEqual({ available: 10n * T, vesting: 990n * T });
    await runJob(
      ctx.db,
      positionReleaseJob(() => at(31)),
    );
    expect(await woohoo()).toEqual({ available: 20n * T, vesting: 980n * T });
    ctx.clock.now = at(31);
    const later = { ...alice, token: await signIn(ctx, alice.account) }; // the old session has expired
    const [position] = (await get(ctx, later, '/api/positions')).data;
    expect(position).toMatchObject({
      state: 'releasing',
      released: `${20n * T}`,
      releasedToday: `${10n * T}`,
    });
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('counts a phase on its quota shards: concurrent buys spread over them, and a buy that fits the total is never refused', async () => {
    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        woohoo: { ...DEFAULT_RULES.woohoo, phases: [{ quotaWei: 100n * T, priceWei: T / 10n }] },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    // The first buy splits the 99 units left over the phase's 32 rows.
    expect((await buy(1n)).json().code).toBe(10000);
    const buyers = await fundedBuyers(60, T);
    const deps = { db: ctx.db, now: () => ctx.clock.now };
    const results = await Promise.allSettled(
      buyers.map((user, i) => buyWoohoo(deps, user, { amountWei: T, idempotencyKey: `shard-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(60);
    const shards = () =>
      ctx.db.query<{ sold: string; allotment: string; for_quota: string }>(
        'SELECT sold::text, allotment::text, for_quota::text FROM woohoo_phases WHERE phase = 1',
      );
    const rows = await shards();
    expect(rows.filter((r) => BigInt(r.sold) > 0n).length).toBeGreaterThan(20);
    expect(rows.every((r) => BigInt(r.sold) <= BigInt(r.allotment) && r.for_quota === `${100n * T}`)).toBe(
      true,
    );
    expect(rows.reduce((sum, r) => sum + BigInt(r.sold), 0n)).toBe(61n * T);
    // No row has 39 units left, but the phase has: the buy takes them all.
    expect((await buy(39n)).json().data).toMatchObject({ phase: 1, amount: `${39n * T}` });
    expect((await buy(1n)).json()).toMatchObject({ code: 40032 });
    const phase = (await get(ctx, alice, '/api/woohoo/phases')).data.phases[0];
    expect(phase).toMatchObject({ sold: `${100n * T}`, remaining: '0' });
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('never oversells: 100 concurrent buyers for the last 10 units get exactly 10, the rest pay nothing', async () => {
    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        woohoo: { ...DEFAULT_RULES.woohoo, phases: [{ quotaWei: 10n * T, priceWei: T }] },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    const buyers = await fundedBuyers(100, 5n * T);
    const deps = { db: ctx.db, now: () => ctx.clock.now };
    const results = await Promise.allSettled(
      buyers.map((user, i) => buyWoohoo(deps, user, { amountWei: T, idempotencyKey: `buy-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as { errorName?: string }).errorName === 'insufficientQuota')).toBe(
      true,
    );
    const [charged] = await ctx.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM ledger_transfers WHERE kind = 'woohoo_purchase'",
    );
    expect(charged?.n).toBe('10');
  });
});
