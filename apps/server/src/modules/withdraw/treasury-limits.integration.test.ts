import { DEFAULT_RULES } from '@woohoo/shared/rules/rules-config';
import { hotWalletDay } from '@woohoo/shared/rules/treasury-limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { addRulesVersion } from '../rules/rules-service';
import { buildTransparencyReport } from '../transparency/transparency-service';
import { insertSnapshot } from '../transparency/transparency-snapshot-repository';

const HOT = '0x0000000000000000000000000000000000000009';
const COLD = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/**
 * docs/rules.md "Treasury limits" through the API: the daily hot-wallet limit sends every new
 * withdrawal to review once the day's payouts would pass it, whatever its size; the operator
 * sees why, and the treasury's balances against the low-balance alarm, in GET /api/operator/treasury
 * and /metrics.
 */
const LIMIT = 100n * T;

describe.each(testBackends())('treasury limits on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let holdings: { USDT: bigint | null; BNB: bigint | null };
  beforeEach(async () => {
    holdings = { USDT: 80_000n * T, BNB: 2n * T };
    ctx = await createTestApp(backend, {
      onChainHoldings: async (asset) => (asset === 'USDT' || asset === 'BNB' ? holdings[asset] : null),
    });
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 5000n * T));
    // An operator's version 2, in force from a second ago: a daily limit of 100 USDT.
    await addRulesVersion(ctx.db, {
      rules: { ...DEFAULT_RULES, treasury: { ...DEFAULT_RULES.treasury, dailyPayoutLimitWei: LIMIT } },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const withdraw = async (amountWei: bigint) => {
    const res = await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: amountWei.toString() });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; status: string };
  };
  const operator = async (url: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/operator${url}`,
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      })
    ).json().data;
  const metrics = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('approves withdrawals at once up to the limit, then sends even a small one to review', async () => {
    expect((await withdraw(60n * T)).status).toBe('approved');
    // 60 + 40 reaches the limit exactly: still within it.
    expect((await withdraw(40n * T)).status).toBe('approved');
    const held = await withdraw(10n * T);
    expect(held.status).toBe('reviewing');
    // The user sees it under review, like any withdrawal an operator looks at.
    expect((await get(ctx, alice, `/api/withdraw/${held.id}`)).data).toMatchObject({ status: 'reviewing' });

    const list = await operator('/withdrawals?status=all');
    const byId = new Map(list.items.map((w: { id: string }) => [w.id, w]));
    expect(byId.get(held.id)).toMatchObject({ status: 'reviewing', reviewReason: 'dailyLimit' });
    expect(await operator('/treasury')).toMatchObject({
      day: hotWalletDay(ctx.clock.now).day,
      paidToday: (100n * T).toString(),
      dailyLimit: LIMIT.toString(),
      rulesVersion: 2,
    });
    expect(await metrics()).toMatch(/woohoo_treasury_paid_today_usdt 100\n/);
    expect(await metrics()).toMatch(/woohoo_treasury_daily_limit_usdt 100\n/);

    // A large one waits for its size, as before the limit.
    const large = await withdraw(1500n * T);
    expect((await operator('/withdrawals')).items).toContainEqual(
      expect.objectContaining({ id: large.id, reviewReason: 'size' }),
    );
  });

  it('counts only the payouts approved in the current settlement day', async () => {
    const first = await withdraw(90n * T);
    expect(first.status).toBe('approved');
    expect((await withdraw(20n * T)).status).toBe('reviewing');
    // Approved before this settlement day began: it no longer counts.
    const dayStart = hotWalletDay(ctx.clock.now).start;
    await ctx.db.query('UPDATE withdrawals SET reviewed_at = $2 WHERE id = $1', [
      first.id,
      new Date(dayStart.getTime() - 1000),
    ]);
    expect((await withdraw(90n * T)).status).toBe('approved');
    expect((await withdraw(20n * T)).status).toBe('reviewing');
  });

  it('lets only one of two withdrawals at once take the last room under the limit', async () => {
    const results = await Promise.all([withdraw(60n * T), withdraw(60n * T)]);
    expect(results.map((r) => r.status).sort()).toEqual(['approved', 'reviewing']);
  });

  it('raises the low-balance alarm below a threshold or when a balance cannot be read', async () => {
    expect(await operator('/treasury')).toMatchObject({
      alarm: false,
      balances: [
        { asset: 'USDT', balance: (80_000n * T).toString(), state: 'ok' },
        { asset: 'BNB', balance: (2n * T).toString(), state: 'ok' },
      ],
      waiting: { count: 0, amount: '0', since: null },
    });
    let text = await metrics();
    expect(text).toMatch(/woohoo_treasury_balance\{asset="USDT",wallet="hot"\} 80000\n/);
    expect(text).toMatch(/woohoo_treasury_topup_needed_wei\{asset="USDT"\} 0\n/);
    expect(text).toMatch(/woohoo_treasury_low_balance_threshold\{asset="USDT"\} 20000\n/);
    expect(text).toMatch(/woohoo_treasury_low_balance_alarm\{asset="USDT"\} 0\n/);
    expect(text).toMatch(/woohoo_treasury_low_balance_alarm\{asset="BNB"\} 0\n/);

    holdings = { USDT: 19_999n * T, BNB: null };
    // The metrics keep one reading a second; the next scrape after it reads the chain again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await operator('/treasury')).toMatchObject({
      alarm: true,
      balances: [
        {
          asset: 'USDT',
          balance: (19_999n * T).toString(),
          threshold: (20_000n * T).toString(),
          state: 'low',
        },
        { asset: 'BNB', balance: null, state: 'unknown' },
      ],
    });
    text = await metrics();
    expect(text).toMatch(/woohoo_treasury_balance\{asset="USDT",wallet="hot"\} 19999\n/);
    // Below the low-balance threshold: refill to the 50,000 float (docs/rules.md "Hot float and sweeps").
    expect((await operator('/treasury')).cold).toMatchObject({ topUpNeeded: (30_001n * T).toString() });
    expect(text).toMatch(/woohoo_treasury_topup_needed_wei\{asset="USDT"\} 3\.0001e\+22\n/);
    expect(text).toMatch(/woohoo_treasury_low_balance_alarm\{asset="USDT"\} 1\n/);
    expect(text).toMatch(/woohoo_treasury_low_balance_alarm\{asset="BNB"\} 1\n/);
    expect(text).not.toMatch(/woohoo_treasury_balance\{asset="BNB"/);
  });

  it('counts the cold wallet per asset from the report read at one block (wallet="cold")', async () => {
    const report = await buildTransparencyReport(ctx.db, async () => null, [], new Date(), {
      blockNumber: 7n,
      wallets: (asset) =>
        asset === 'USDT'
          ? [
              { wallet: 'hot', address: HOT, balanceWei: 80_000n * T },
              { wallet: 'cold', address: COLD, balanceWei: 250_000n * T },
            ]
          : null,
    });
    await insertSnapshot(ctx.db, report);
    const text = await metrics();
    expect(text).toMatch(/woohoo_treasury_balance\{asset="USDT",wallet="cold"\} 250000\n/);
    expect(text).toMatch(/woohoo_treasury_balance\{asset="USDT",wallet="hot"\} 80000\n/);
  });

  it('answers the treasury status to operators only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/operator/treasury',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
