import { randomUUID } from 'node:crypto';
import type { TransparencyReport } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import { NODE_KINDS } from '@woohoo/shared/rules/rules-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { until } from '../../testing/server-process';
import {
  createTestApp,
  operatorSignIn,
  TEST_OPERATOR_TOKEN,
  TEST_SECOND_OPERATOR_ACCOUNT,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { postTransfer } from '../ledger/ledger-service';

/**
 * The reconciliation behind the public report, driven into each way the books can go wrong: a
 * credit with no deposit behind it (an operator's adjustment, a forged ledger credit), an account
 * edited outside the ledger, a treasury whose balance cannot be read. Each turns the served verdict
 * red with a problem that names it and its figure. (A payout that left the chain is driven through
 * the real payout worker in chain/payout-worker.integration.test.ts.)
 *
 * The treasury on chain is a table the test keeps: every deposit the test credits also lands in it,
 * as it would on a real chain.
 */
describe.each(testBackends())('reconciliation on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  const held: Partial<Record<Asset, bigint>> = {};
  let unreadable: Asset | undefined;

  const credit = async (user: TestUser, amountWei: bigint) => {
    await ctx.db.transaction((tx) => deposit(tx, user.account.address, amountWei));
    held.USDT = (held.USDT ?? 0n) + amountWei;
  };
  /** The verdict as served, after the reconciliation job ran (as it does every minute). */
  const verdict = async (): Promise<TransparencyReport> => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1_000);
    // A run an adjustment started may still hold the job's lock ('locked'): run again after it.
    await until(
      'a reconciliation of its own',
      () => ctx.transparency.refresh(),
      (run) => run.state === 'succeeded',
      5_000,
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/api/transparency' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const usdt = (report: TransparencyReport) => report.assets.find((a) => a.asset === 'USDT');

  beforeEach(async () => {
    for (const asset of Object.keys(held) as Asset[]) delete held[asset];
    held.USDT = 0n;
    held.BHC = 0n;
    held.BNB = 0n;
    unreadable = undefined;
    ctx = await createTestApp(backend, {
      onChainHoldings: async (asset) => {
        if (asset === unreadable) throw new Error('the RPC did not answer');
        return held[asset] ?? null;
      },
    });
    alice = await newUser(ctx);
    await credit(alice, 1_000n * T);
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('is healthy when every on-chain asset is covered, and labels the assets not backed on chain', async () => {
    const report = await verdict();
    expect(report.problems).toEqual([]);
    expect(report.healthy).toBe(true);
    const byAsset = Object.fromEntries(report.assets.map((a) => [a.asset, a]));
    expect(byAsset.USDT).toMatchObject({
      backing: 'onChain',
      coverage: 'covered',
      liabilities: (1_000n * T).toString(),
      shortfall: '0',
      surplus: '0',
      invariantHolds: true,
    });
    expect(byAsset.USDB).toMatchObject({ backing: 'internalCredit', coverage: 'notBacked', shortfall: null });
    expect(byAsset.WOOHOO).toMatchObject({
      backing: 'lockedUntilTokenGeneration',
      coverage: 'notBacked',
      shortfall: null,
    });
    expect(byAsset.BHC).toMatchObject({ backing: 'onChain', coverage: 'covered', liabilities: '0' });
  });

  it('counts sales apart from fees', async () => {
    const bought = await post(ctx, alice, '/api/nodes/purchase', { kind: NODE_KINDS[0], shares: 1 });
    expect(bought.json().code).toBe(10000);
    const total = BigInt(bought.json().data.total);
    const bob = await newUser(ctx);
    const sent = await post(ctx, alice, '/api/transfer', {
      asset: 'USDT',
      amount: (100n * T).toString(),
      to: bob.account.address,
    });
    expect(sent.json().code).toBe(10000);
    const fee = 100n * T - BigInt(sent.json().data.received);

    const line = usdt(await verdict());
    expect(line).toMatchObject({ salesRevenue: total.toString(), feesCollected: fee.toString() });
    const account = (name: string) => line?.platformAccounts.find((a) => a.name === name);
    expect(account('node_sales')).toMatchObject({ role: 'sales', balance: total.toString() });
    expect(account('fees')?.role).toBe('fee');
  });

  it('turns red with the shortfall when an operator credits a user with nothing behind it', async () => {
    // Above the two-operator threshold (docs/rules.md "Treasury limits"): the CLI token proposes
    // it, a second operator's wallet sends the same and carries it out.
    const adjust = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/operator/users/${alice.account.address}/adjustments`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: {
          asset: 'USDT',
          amount: (5_000n * T).toString(),
          reason: 'Goodwill credit with no deposit',
        },
      });
    expect((await adjust(TEST_OPERATOR_TOKEN)).json().data).toMatchObject({ pending: true });
    const second = (await operatorSignIn(ctx, TEST_SECOND_OPERATOR_ACCOUNT)).json().data.token;
    const adjusted = await adjust(second);
    expect(adjusted.json()).toMatchObject({ code: 10000, data: { pending: false } });
    // The adjustment reconciles the public report at once, not at the job's next minute.
    await until(
      'the served report after the adjustment',
      async () => (await ctx.app.inject({ method: 'GET', url: '/api/transparency' })).json().data,
      (served: TransparencyReport) => !served.healthy,
      5_000,
    );

    const report = await verdict();
    expect(report.healthy).toBe(false);
    expect(usdt(report)).toMatchObject({
      coverage: 'shortfall',
      liabilities: (6_000n * T).toString(),
      shortfall: (5_000n * T).toString(),
      surplus: null,
      expensesPaid: (5_000n * T).toString(),
      // The ledger itself is consistent: the adjustment is a transfer like any other.
      invariantHolds: true,
    });
    expect(report.problems).toEqual([
      'USDT: shortfall of 5000 USDT: users are owed 6000 USDT and the treasury holds 1000 USDT on chain',
    ]);

    // The treasury is topped up on chain: covered again, with nothing left over.
    held.USDT = (held.USDT ?? 0n) + 5_000n * T;
    const funded = await verdict();
    expect(funded.healthy).toBe(true);
    expect(usdt(funded)).toMatchObject({ coverage: 'covered', shortfall: '0', surplus: '0' });
  });

  it('turns red when the ledger credits money from the chain that no deposit brought', async () => {
    await ctx.db.transaction((tx) =>
      postTransfer(tx, {
        idempotencyKey: `forged:${randomUUID()}`,
        kind: 'deposit',
        // A deposit id no deposit record has.
        refId: '999999',
        postings: [
          { account: { system: 'chain' }, asset: 'USDT', deltaWei: -50n * T },
          { account: { userId: alice.id, bucket: 'available' }, asset: 'USDT', deltaWei: 50n * T },
        ],
      }),
    );
    const report = await verdict();
    expect(report.healthy).toBe(false);
    expect(usdt(report)?.invariantHolds).toBe(false);
    expect(report.problems).toEqual([
      "USDT: the ledger's chain position (1050) differs from the chain records (1000)",
      'USDT: shortfall of 50 USDT: users are owed 1050 USDT and the treasury holds 1000 USDT on chain',
    ]);
  });

  it('turns red when an account is edited outside the ledger', async () => {
    await ctx.db.query(
      `UPDATE ledger_accounts SET balance = balance + $2
        WHERE user_id = $1 AND asset = 'USDT' AND bucket = 'available'`,
      [alice.id, (7n * T).toString()],
    );
    const report = await verdict();
    expect(report.healthy).toBe(false);
    expect(report.problems).toEqual([
      'USDT: accounts sum to 7, not 0',
      'USDT: 1 accounts disagree with their entries',
      'USDT: shortfall of 7 USDT: users are owed 1007 USDT and the treasury holds 1000 USDT on chain',
    ]);
  });

  it("turns red with coverage unknown while the treasury's balance cannot be read", async () => {
    unreadable = 'USDT';
    const report = await verdict();
    expect(report.healthy).toBe(false);
    expect(usdt(report)).toMatchObject({ coverage: 'unknown', onChainHoldings: null, shortfall: null });
    expect(report.problems).toEqual([
      "USDT: coverage unknown: users are owed 1000 USDT and the treasury's balance on chain could not be read",
    ]);
    // An asset nobody holds is no problem when its balance cannot be read.
    unreadable = 'BHC';
    expect((await verdict()).healthy).toBe(true);
  });
});
