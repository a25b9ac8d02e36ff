import { HOT_ACCOUNT_SHARDS } from '@woohoo/shared/platform-accounts';
import { DEFAULT_RULES } from '@woohoo/shared/rules/rules-config';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/db';
import { countingStatements } from '../../testing/fresh-dbs';
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
import { openUserAccounts } from '../ledger/ledger-repository';
import { platformBalances } from '../ledger/ledger-service';
import { addRulesVersion } from '../rules/rules-service';
import { findUserById, upsertUserForUpdate } from '../user/user-service';
import { purchaseNodes } from './node-service';

describe.each(testBackends())('node sale on %s', (backend) => {
  let ctx: TestContext;
  let referrer: TestUser;
  let buyer: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    referrer = await newUser(ctx);
    buyer = await newUser(ctx, referrer);
    await ctx.db.transaction((tx) => deposit(tx, buyer.account.address, 6000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  const buy = (kind: string, shares: unknown, key?: string) =>
    post(ctx, buyer, '/api/nodes/purchase', { kind, shares }, key);

  /** `n` new users holding 600 USDT each buy one main share at the same time. */
  const mainShareEachAtOnce = async (n: number) => {
    const buyers = await ctx.db.transaction(async (tx) => {
      const users = [];
      for (let i = 0; i < n; i++) {
        const user = await upsertUserForUpdate(tx, privateKeyToAccount(generatePrivateKey()).address, null);
        await openUserAccounts(tx, user.id);
        await deposit(tx, user.address, 600n * T);
        users.push(user);
      }
      return users;
    });
    const deps = { db: ctx.db, now: () => ctx.clock.now };
    return Promise.allSettled(
      buyers.map((user, i) =>
        purchaseNodes(deps, user, { kind: 'main', shares: 1, idempotencyKey: `at-once-${i}` }),
      ),
    );
  };

  it('sells shares at 520 USDT and pays the referrer 10%, 500 USDB a share, each its own history entry', async () => {
    const res = await buy('main', 2);
    expect(res.json()).toMatchObject({
      code: 10000,
      data: {
        kind: 'main',
        shares: 2,
        price: `${520n * T}`,
        total: `${1040n * T}`,
        selfCounted: 1,
        repurchase: false,
      },
    });
    const orderId = res.json().data.id;
    expect((await balanceOf(ctx, buyer, 'USDT')).available).toBe(4960n * T);
    expect((await balanceOf(ctx, referrer, 'USDT')).available).toBe(104n * T);
    expect((await balanceOf(ctx, referrer, 'USDB')).available).toBe(1000n * T);
    const usdt = (await get(ctx, referrer, '/api/assets/history?asset=USDT')).data.items;
    expect(usdt[0]).toMatchObject({
      kind: 'node_sales_reward',
      ref: { type: 'node_order', id: orderId },
      counterparty: buyer.account.address,
      delta: `${104n * T}`,
    });
    const mine = (await get(ctx, buyer, '/api/assets/history?asset=USDT')).data.items;
    expect(mine[0]).toMatchObject({ kind: 'node_purchase', counterparty: null, delta: `${-1040n * T}` });
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('pays the 2,500 USDB tier bonus once, on the order that reaches 2,500 USDT referred', async () => {
    await buy('main', 4); // 2,080 referred
    expect((await balanceOf(ctx, referrer, 'USDB')).available).toBe(2000n * T);
    await buy('genesis', 1); // 2,600: crosses 2,500
    expect((await balanceOf(ctx, referrer, 'USDB')).available).toBe(2500n * T + 2500n * T);
    await buy('genesis', 1); // 3,120: no tier
    expect((await balanceOf(ctx, referrer, 'USDB')).available).toBe(3000n * T + 2500n * T);
  });

  it("posts the payment and the referrer's rewards as one ledger batch", async () => {
    await buy('main', 4); // 2,080 referred: the next order crosses 2,500 and pays the tier bonus
    const statements: string[] = [];
    const db = {
      ...ctx.db,
      transaction: <R>(fn: (tx: Queryable) => Promise<R>) =>
        ctx.db.transaction((tx) => {
          const counting = countingStatements(tx);
          return fn(counting.tx).finally(() => statements.push(...counting.statements));
        }),
    };
    const user = (await findUserById(ctx.db, buyer.id))!;
    const order = await purchaseNodes({ db, now: () => ctx.clock.now }, user, {
      kind: 'genesis',
      shares: 1,
      idempotencyKey: 'one-batch',
    });
    const history = (await get(ctx, referrer, '/api/assets/history?asset=USDB')).data.items;
    expect(
      history
        .slice(0, 2)
        .map((item: { kind: string }) => item.kind)
        .sort(),
    ).toEqual(['node_share_bonus', 'node_tier_bonus']);
    expect(history[0].ref).toEqual({ type: 'node_order', id: order.id });
    expect(statements.filter((sql) => sql.startsWith('INSERT INTO ledger_transfers'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.startsWith('INSERT INTO ledger_entries'))).toHaveLength(1);
  });

  it('counts once for oneself and one repurchase, and shows holdings per kind', async () => {
    await buy('community', 3);
    await buy('community', 1);
    const third = (await buy('community', 2)).json().data;
    expect(third).toMatchObject({ selfCounted: 0, repurchase: true });
    const { data } = await get(ctx, buyer, '/api/nodes');
    expect(data.kinds.find((k: { kind: string }) => k.kind === 'community')).toMatchObject({
      held: 6,
      orders: 3,
      selfCounted: 2,
      sold: 6,
      remaining: DEFAULT_RULES.nodes.supply.community - 6,
    });
    const orders = (await get(ctx, buyer, '/api/nodes/orders?page=1&size=2')).data;
    expect(orders).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(orders.items.map((o: { shares: number }) => o.shares)).toEqual([2, 1]);
  });

  it('refuses a bad quantity, a short balance and a sold-out kind, and charges nothing', async () => {
    for (const shares of [0, 1.5, -2]) expect((await buy('main', shares)).json().code).toBe(40028);
    expect((await buy('main', 'two')).json().code).toBe(40000);
    expect((await buy('gold', 1)).json().code).toBe(40000);
    expect((await buy('main', 12)).json()).toMatchObject({ code: 40020, msg: 'Insufficient balance' });
    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        nodes: { ...DEFAULT_RULES.nodes, supply: { main: 1, genesis: 1, community: 1 } },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    expect((await buy('genesis', 2)).json()).toMatchObject({ code: 40029 });
    expect((await buy('genesis', 1)).json().data).toMatchObject({ shares: 1, rulesVersion: 2 });
    expect((await buy('genesis', 1)).json().code).toBe(40029);
    expect((await balanceOf(ctx, buyer, 'USDT')).available).toBe(6000n * T - 520n * T);
  });

  it('answers a retried purchase with its first order and charges once', async () => {
    const first = (await buy('main', 1, 'node-key-1')).json();
    const again = (await buy('main', 1, 'node-key-1')).json();
    expect(again).toEqual(first);
    expect((await balanceOf(ctx, buyer, 'USDT')).available).toBe(6000n * T - 520n * T);
    expect((await buy('main', 2, 'node-key-1')).json().code).toBe(40920);
  });

  it('never overdraws: 50 concurrent purchases from one 6,000 USDT balance sell exactly 11 shares', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => buy('community', 1)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(11);
    expect(codes.filter((c) => c !== 10000).every((c) => c === 40020)).toBe(true);
    expect((await balanceOf(ctx, buyer, 'USDT')).available).toBe(6000n * T - 11n * 520n * T);
    // The buyer's orders took turns: the first counts for them and one repurchase, no more.
    const { data } = await get(ctx, buyer, '/api/nodes');
    expect(data.kinds.find((k: { kind: string }) => k.kind === 'community')).toMatchObject({
      orders: 11,
      selfCounted: 2,
    });
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('counts a kind on its supply shards: the one row of before still counts, a smaller supply refuses what no longer fits', async () => {
    type Shard = { shard: number; sold: number; allotment: number; for_quota: number };
    const shards = () =>
      ctx.db.query<Shard>(
        "SELECT shard, sold, allotment::int AS allotment, for_quota::int AS for_quota FROM node_sales_counters WHERE kind = 'genesis' ORDER BY shard",
      );
    const genesis = async () =>
      (await get(ctx, buyer, '/api/nodes')).data.kinds.find((k: { kind: string }) => k.kind === 'genesis');
    // Before the shards a kind had one row, with no allotment yet (for_quota -1).
    await ctx.db.query("UPDATE node_sales_counters SET sold = 7 WHERE kind = 'genesis' AND shard = 0");
    expect(await genesis()).toMatchObject({ sold: 7, remaining: DEFAULT_RULES.nodes.supply.genesis - 7 });

    for (let i = 0; i < 4; i++) expect((await buy('genesis', 1)).json().code).toBe(10000);
    const split = await shards();
    expect(
      split.every((s) => s.for_quota === DEFAULT_RULES.nodes.supply.genesis && s.sold <= s.allotment),
    ).toBe(true);
    expect(split.reduce((sum, s) => sum + s.allotment, 0)).toBe(DEFAULT_RULES.nodes.supply.genesis);
    expect(split.reduce((sum, s) => sum + s.sold, 0)).toBe(11);
    // Consecutive orders took their shares on rows of their own.
    expect(split.filter((s) => s.shard !== 0 && s.sold > 0).length).toBeGreaterThanOrEqual(3);
    expect(await genesis()).toMatchObject({ sold: 11, remaining: DEFAULT_RULES.nodes.supply.genesis - 11 });

    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        nodes: { ...DEFAULT_RULES.nodes, supply: { ...DEFAULT_RULES.nodes.supply, genesis: 12 } },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    const before = (await balanceOf(ctx, buyer, 'USDT')).available;
    expect((await buy('genesis', 2)).json().code).toBe(40029);
    expect((await buy('genesis', 1)).json().code).toBe(10000);
    expect((await buy('genesis', 1)).json().code).toBe(40029);
    expect((await balanceOf(ctx, buyer, 'USDT')).available).toBe(before - 520n * T);
    const resplit = await shards();
    expect(resplit.every((s) => s.for_quota === 12 && s.sold <= s.allotment)).toBe(true);
    expect(resplit.reduce((sum, s) => sum + s.sold, 0)).toBe(12);
    expect(await genesis()).toMatchObject({ sold: 12, remaining: 0 });
  });

  it('never oversells across the shards: 60 buyers at once for 43 shares left on 32 rows get exactly 43', async () => {
    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        nodes: { ...DEFAULT_RULES.nodes, supply: { main: 44, genesis: 5, community: 5 } },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    // The first purchase splits the 43 shares left: some rows may sell 2, the others 1.
    expect((await buy('main', 1)).json().code).toBe(10000);
    const results = await mainShareEachAtOnce(60);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(43);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { errorName?: string }).errorName)).toEqual(
      Array(17).fill('insufficientSupply'),
    );
    const rows = await ctx.db.query<{ sold: number; allotment: number }>(
      "SELECT sold, allotment::int AS allotment FROM node_sales_counters WHERE kind = 'main'",
    );
    expect(rows.reduce((sum, r) => sum + r.sold, 0)).toBe(44);
    expect(rows.every((r) => r.sold <= r.allotment)).toBe(true);
    const [charged] = await ctx.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM ledger_transfers WHERE kind = 'node_purchase'",
    );
    expect(charged?.n).toBe('44');
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('never oversells: 40 buyers at once for the last 5 shares get exactly 5, the rest pay nothing', async () => {
    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        nodes: { ...DEFAULT_RULES.nodes, supply: { main: 5, genesis: 5, community: 5 } },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    const results = await mainShareEachAtOnce(40);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      refused.every((r) => (r.reason as { errorName?: string }).errorName === 'insufficientSupply'),
    ).toBe(true);
    const [charged] = await ctx.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM ledger_transfers WHERE kind = 'node_purchase'",
    );
    expect(charged?.n).toBe('5');
    expect(
      (await get(ctx, buyer, '/api/nodes')).data.kinds.find((k: { kind: string }) => k.kind === 'main'),
    ).toMatchObject({
      sold: 5,
      remaining: 0,
    });
    // The five payments went to different rows of the node-sales account, read as one account.
    const rows = await ctx.db.query<{ shard: number }>(
      "SELECT shard FROM ledger_accounts WHERE owner = 'sys:node_sales' AND asset = 'USDT' AND balance <> 0",
    );
    expect(rows.length).toBe(Math.min(5, HOT_ACCOUNT_SHARDS));
    const nodeSales = (await platformBalances(ctx.db)).filter(
      (a) => a.name === 'node_sales' && a.asset === 'USDT',
    );
    expect(nodeSales).toEqual([{ name: 'node_sales', asset: 'USDT', balance: `${5n * 520n * T}` }]);
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });
});
