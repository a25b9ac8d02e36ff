import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T, type TestUser, transparency } from '../testing/money-helpers';
import { prng } from '../testing/prng';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';
import { selectAssetTotals } from './ledger/ledger-repository';
import { selectWithdrawalForUpdate } from './withdraw/withdraw-repository';
import { approveWithdrawal, rejectWithdrawal, settleWithdrawal } from './withdraw/withdraw-service';

type Model = Map<string, { usdt: bigint; locked: bigint; usdb: bigint }>;

describe.each(testBackends())('a randomized sequence of 1,000 operations on %s', (backend) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
  });
  afterEach(async () => {
    await ctx.close();
  });

  // 1,000 operations: about 30 s alone, and well over the default minute on a busy machine.
  it('matches a model of every balance and keeps the books balanced', async () => {
    const seed = Number(process.env.MONEY_SEED ?? 20261122);
    const random = prng(seed);
    const pick = <X>(items: readonly X[]): X => items[Math.floor(random() * items.length)] as X;
    const amount = (maxTokens: number) => BigInt(1 + Math.floor(random() * maxTokens)) * T;
    const users: TestUser[] = [];
    for (let i = 0; i < 5; i++) users.push(await newUser(ctx));
    const model: Model = new Map(users.map((u) => [u.id, { usdt: 0n, locked: 0n, usdb: 0n }]));
    const get = (u: TestUser) => model.get(u.id) as { usdt: bigint; locked: bigint; usdb: bigint };
    const pending: { id: string; user: TestUser; amount: bigint; status: 'approved' | 'reviewing' }[] = [];
    let last: { user: TestUser; url: string; body: object; key: string; id: string } | undefined;
    const outcomes = new Map<string, number>();
    const count = (name: string) => outcomes.set(name, (outcomes.get(name) ?? 0) + 1);

    for (let step = 0; step < 1000; step++) {
      const user = pick(users);
      const m = get(user);
      const roll = random();
      if (roll < 0.15) {
        const value = amount(3000);
        await ctx.db.transaction((tx) => deposit(tx, user.account.address, value));
        m.usdt += value;
        count('deposit');
      } else if (roll < 0.35) {
        const value = amount(1500);
        const key = randomUUID();
        const body = { asset: 'USDT', amount: value.toString() };
        const res = (await post(ctx, user, '/api/withdraw', body, key)).json();
        const expected = value < 10n * T ? 40022 : value > m.usdt ? 40020 : 10000;
        expect(res.code, `step ${step} withdraw`).toBe(expected);
        if (res.code === 10000) {
          m.usdt -= value;
          m.locked += value;
          pending.push({ id: res.data.id, user, amount: value, status: res.data.status });
        }
        if (res.code === 10000) last = { user, url: '/api/withdraw', body, key, id: res.data.id };
        count(`withdraw ${res.code}`);
      } else if (roll < 0.5 && pending.length > 0) {
        const w = pending.splice(Math.floor(random() * pending.length), 1)[0] as (typeof pending)[number];
        const wm = get(w.user);
        if (w.status === 'reviewing' && random() < 0.4) {
          await rejectWithdrawal(ctx.db, w.id, 'random', 'random rejection');
          wm.locked -= w.amount;
          wm.usdt += w.amount;
          count('reject');
        } else {
          if (w.status === 'reviewing') await approveWithdrawal(ctx.db, w.id, 'random');
          await ctx.db.transaction(async (tx) => {
            const row = await selectWithdrawalForUpdate(tx, w.id);
            if (row) await settleWithdrawal(tx, row, `0x${w.id.padStart(64, 'f')}`);
          });
          wm.locked -= w.amount;
          count('payout');
        }
      } else if (roll < 0.7) {
        const to = pick(users.filter((u) => u !== user));
        const value = amount(800);
        const key = randomUUID();
        const body = { asset: 'USDT', amount: value.toString(), to: to.account.address };
        const res = (await post(ctx, user, '/api/transfer', body, key)).json();
        expect(res.code, `step ${step} transfer`).toBe(value > m.usdt ? 40020 : 10000);
        if (res.code === 10000) {
          m.usdt -= value;
          get(to).usdt += BigInt(res.data.received);
        }
        if (res.code === 10000) last = { user, url: '/api/transfer', body, key, id: res.data.id };
        count(`transfer ${res.code}`);
      } else if (roll < 0.85) {
        const value = amount(800);
        const key = randomUUID();
        const body = { from: 'USDT', to: 'USDB', amount: value.toString() };
        const res = (await post(ctx, user, '/api/swap', body, key)).json();
        expect(res.code, `step ${step} swap`).toBe(value > m.usdt ? 40020 : 10000);
        if (res.code === 10000) {
          m.usdt -= value;
          m.usdb += BigInt(res.data.received);
        }
        if (res.code === 10000) last = { user, url: '/api/swap', body, key, id: res.data.id };
        count(`swap ${res.code}`);
      } else if (last) {
        // A client retry of the last successful call: the same answer, no second effect.
        const res = (await post(ctx, last.user, last.url, last.body, last.key)).json();
        expect(res, `step ${step} retry`).toMatchObject({ code: 10000, data: { id: last.id } });
        count('retry');
      }
    }

    for (const user of users) {
      const m = get(user);
      expect(await balanceOf(ctx, user, 'USDT')).toEqual({ available: m.usdt, withdrawHold: m.locked });
      expect((await balanceOf(ctx, user, 'USDB')).available).toBe(m.usdb);
    }
    for (const totals of await selectAssetTotals(ctx.db)) {
      expect(totals.accountsSum, totals.asset).toBe('0');
      expect(totals.entriesSum, totals.asset).toBe('0');
      expect(totals.mismatchedAccounts, totals.asset).toBe('0');
      expect(totals.negativeUserAccounts, totals.asset).toBe('0');
    }
    const report = await transparency(ctx);
    expect(report.filter((r) => !r.invariantHolds)).toEqual([]);
    const usdt = report.find((r) => r.asset === 'USDT');
    expect(BigInt(usdt?.onChainInflow ?? 0) - BigInt(usdt?.onChainOutflow ?? 0)).toBe(
      BigInt(usdt?.liabilities ?? 0) +
        BigInt(usdt?.feesCollected ?? 0) +
        BigInt(usdt?.salesRevenue ?? 0) +
        BigInt(usdt?.reserves ?? 0) -
        BigInt(usdt?.expensesPaid ?? 0),
    );
    expect(outcomes.get('payout') ?? 0).toBeGreaterThan(20);
    expect(outcomes.get('retry') ?? 0).toBeGreaterThan(50);
  }, 180_000);
});
