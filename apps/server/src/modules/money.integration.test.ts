import type { HistoryEntry } from '@woohoo/shared/api/money';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  balanceOf,
  deposit,
  get,
  newUser,
  post,
  T,
  type TestUser,
  transparency,
} from '../testing/money-helpers';
import { parseCsv } from '../testing/parse-csv';
import { createTestApp, type TestContext } from '../testing/test-app';
import { bothBackends } from '../testing/test-db';
import { approveWithdrawal, rejectWithdrawal } from './withdraw/withdraw-service';

describe.each(bothBackends())('money endpoints on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 5000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('says how deposits are credited: after confirmations on the local chain', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/money/config' });
    expect(res.json().data).toMatchObject({
      depositFinality: 'confirmations',
      depositConfirmations: expect.any(Number),
    });
  });

  it('shows every asset with each bucket, zero for a newcomer', async () => {
    const { data } = await get(ctx, bob, '/api/assets/balances');
    expect(data.map((b: { asset: string }) => b.asset)).toEqual(['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']);
    expect(data[0]).toEqual({
      asset: 'USDT',
      available: '0',
      withdrawHold: '0',
      staked: '0',
      vesting: '0',
      rewardHold: '0',
    });
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 5000n * T, withdrawHold: 0n });
  });

  it('holds a withdrawal in withdraw_hold, auto-approves small ones and leaves large ones for review', async () => {
    const small = await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (100n * T).toString() });
    expect(small.json()).toMatchObject({
      code: 10000,
      data: {
        status: 'approved',
        amount: (100n * T).toString(),
        fee: T.toString(),
        received: (99n * T).toString(),
      },
    });
    expect(small.json().data.address).toBe(alice.account.address);
    const large = await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (2000n * T).toString() });
    expect(large.json().data.status).toBe('reviewing');
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 2900n * T, withdrawHold: 2100n * T });
  });

  it("answers one of the caller's withdrawals, and 40401 for anyone else's", async () => {
    const created = (
      await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (100n * T).toString() })
    ).json().data;
    expect((await get(ctx, alice, `/api/withdraw/${created.id}`)).data).toEqual(created);
    expect((await get(ctx, bob, `/api/withdraw/${created.id}`)).code).toBe(40401);
    expect((await get(ctx, alice, '/api/withdraw/abc')).code).toBe(40000);
  });

  it('refuses dust before anything moves: an amount or a remainder below 0.000001', async () => {
    const dust = await post(ctx, alice, '/api/transfer', {
      asset: 'USDT',
      amount: '999999',
      to: bob.account.address,
    });
    expect(dust.json()).toMatchObject({
      code: 40027,
      msg: 'Amount too small: the smallest amount is 0.000001',
    });
    expect((await post(ctx, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: '1' })).json().code).toBe(
      40027,
    );
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 5000n * T, withdrawHold: 0n });
  });

  it('returns a rejected withdrawal to available, and refuses to review it twice', async () => {
    const res = await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (2000n * T).toString() });
    const id = res.json().data.id;
    await rejectWithdrawal(ctx.db, id, 'tester', 'address on a sanctions list');
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 5000n * T, withdrawHold: 0n });
    await expect(approveWithdrawal(ctx.db, id, 'tester')).rejects.toMatchObject({ code: 40921 });
    const { data } = await get(ctx, alice, '/api/records/withdraw?status=rejected');
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ id, status: 'rejected' });
  });

  it('refuses bad withdrawals with clear codes and changes nothing', async () => {
    const cases: [object, number][] = [
      [{ asset: 'USDT', amount: (5n * T).toString() }, 40022],
      [{ asset: 'USDT', amount: (6000n * T).toString() }, 40020],
      [{ asset: 'USDT', amount: '0' }, 40021],
      [{ asset: 'USDB', amount: (10n * T).toString() }, 40000],
      [{ asset: 'USDT', amount: '-5' }, 40000],
      [{ asset: 'USDT', amount: '1.5' }, 40000],
      [{ asset: 'USDT', amount: (10n * T).toString(), to: bob.account.address }, 40000],
    ];
    for (const [body, code] of cases) {
      const res = await post(ctx, alice, '/api/withdraw', body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code, data: null });
    }
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 5000n * T, withdrawHold: 0n });
    expect((await get(ctx, alice, '/api/records/withdraw')).data.total).toBe(0);
  });

  it('answers a retried call with its first result and refuses a reused key', async () => {
    const body = { asset: 'USDT', amount: (100n * T).toString() };
    const first = await post(ctx, alice, '/api/withdraw', body, 'key-1');
    const again = await post(ctx, alice, '/api/withdraw', body, 'key-1');
    expect(again.json()).toEqual(first.json());
    const other = await post(
      ctx,
      alice,
      '/api/withdraw',
      { ...body, amount: (200n * T).toString() },
      'key-1',
    );
    expect(other.json()).toMatchObject({ code: 40920, data: null });
    const elsewhere = await post(
      ctx,
      alice,
      '/api/swap',
      { from: 'USDT', to: 'USDB', amount: body.amount },
      'key-1',
    );
    expect(elsewhere.json().code).toBe(40920);
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: { authorization: `Bearer ${alice.token}` },
      payload: body,
    });
    expect(noKey.json().code).toBe(40026);
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 4900n * T, withdrawHold: 100n * T });
  });

  it('transfers to a registered wallet with the fee out of the amount, a record on each side', async () => {
    const res = await post(ctx, alice, '/api/transfer', {
      asset: 'USDT',
      amount: (200n * T).toString(),
      to: bob.account.address.toLowerCase(),
    });
    expect(res.json().data).toMatchObject({
      direction: 'out',
      fee: T.toString(),
      received: (199n * T).toString(),
    });
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(4800n * T);
    expect((await balanceOf(ctx, bob, 'USDT')).available).toBe(199n * T);
    const bobs = (await get(ctx, bob, '/api/records/transfer')).data.items;
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({
      direction: 'in',
      address: alice.account.address,
      received: (199n * T).toString(),
    });
    const alices = (await get(ctx, alice, '/api/records/transfer')).data.items;
    expect(alices[0]).toMatchObject({ direction: 'out', address: bob.account.address });
  });

  it('refuses transfers to oneself, to strangers and beyond the balance', async () => {
    const amount = (10n * T).toString();
    expect(
      (await post(ctx, alice, '/api/transfer', { asset: 'USDT', amount, to: alice.account.address })).json()
        .code,
    ).toBe(40025);
    expect(
      (
        await post(ctx, alice, '/api/transfer', {
          asset: 'USDT',
          amount,
          to: '0x000000000000000000000000000000000000dEaD',
        })
      ).json().code,
    ).toBe(40024);
    expect(
      (await post(ctx, bob, '/api/transfer', { asset: 'USDT', amount, to: alice.account.address })).json()
        .code,
    ).toBe(40020);
    expect(
      (await post(ctx, alice, '/api/transfer', { asset: 'USDT', amount, to: 'nobody' })).json().code,
    ).toBe(40000);
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(5000n * T);
  });

  it('swaps USDT to USDB at 1:1 minus the fee', async () => {
    const res = await post(ctx, alice, '/api/swap', {
      from: 'USDT',
      to: 'USDB',
      amount: (300n * T).toString(),
    });
    expect(res.json().data).toMatchObject({
      amount: (300n * T).toString(),
      fee: (3n * T).toString(),
      received: (297n * T).toString(),
    });
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(4700n * T);
    expect((await balanceOf(ctx, alice, 'USDB')).available).toBe(297n * T);
    expect((await post(ctx, alice, '/api/swap', { from: 'USDB', to: 'USDT', amount: '1' })).json().code).toBe(
      40000,
    );
  });

  it('pages records, filters them and exports CSV', async () => {
    for (let i = 0; i < 5; i++)
      await post(ctx, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: (10n * T).toString() });
    const first = (await get(ctx, alice, '/api/records/swap?page=1&size=2')).data;
    const third = (await get(ctx, alice, '/api/records/swap?page=3&size=2')).data;
    expect(first).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    expect(BigInt(first.items[0].id)).toBeGreaterThan(BigInt(first.items[1].id));
    const deposits = (await get(ctx, alice, '/api/records/deposit?status=success')).data;
    expect(deposits.items[0]).toMatchObject({
      amount: (5000n * T).toString(),
      status: 'success',
      address: alice.account.address,
    });
    expect((await get(ctx, bob, '/api/records/deposit')).data.total).toBe(0);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/records/swap/export?utcOffset=%2B08:00',
      headers: { authorization: `Bearer ${alice.token}`, lang: 'zh_CN' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csv.body.slice(1));
    expect(header).toEqual(['编号', '时间', '从', '到', '金额', '手续费', '到账', '状态']);
    expect(rows).toHaveLength(5);
    const [id, time, from, to, amount, fee, received, status] = rows[0] ?? [];
    expect(id).toBe(first.items[0].id);
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(Math.abs(Date.parse(time ?? '') - Date.parse(first.items[0].time))).toBeLessThan(1000);
    expect([from, to, amount, fee, received, status]).toEqual(['USDT', 'USDB', '10', '0.1', '9.9', '成功']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/records/swap/export' })).json().code).toBe(1012);
  });

  it('explains every balance change in the per-asset history, one entry per transfer', async () => {
    const withdrawal = (
      await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (100n * T).toString() })
    ).json().data;
    const swap = (
      await post(ctx, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: (50n * T).toString() })
    ).json().data;
    const sent = (
      await post(ctx, alice, '/api/transfer', {
        asset: 'USDT',
        amount: (10n * T).toString(),
        to: bob.account.address,
      })
    ).json().data;
    const { data } = await get(ctx, alice, '/api/assets/history?asset=USDT&size=10');
    expect(
      data.items.map((e: HistoryEntry) => [e.kind, `${e.ref.type}:${e.ref.id}`, e.delta, e.counterparty]),
    ).toEqual([
      ['transfer', `transfer:${sent.id}`, `${-10n * T}`, bob.account.address],
      ['swap', `swap:${swap.id}`, `${-50n * T}`, null],
      ['withdraw_hold', `withdraw:${withdrawal.id}`, '0', null],
      ['deposit', expect.stringMatching(/^deposit:\d+$/), `${5000n * T}`, null],
    ]);
    expect(data.items[2].changes).toEqual([
      { bucket: 'available', delta: `${-100n * T}` },
      { bucket: 'withdraw_hold', delta: `${100n * T}` },
    ]);
    const bobs = (await get(ctx, bob, '/api/assets/history?asset=USDT')).data.items;
    expect(bobs[0]).toMatchObject({ kind: 'transfer', counterparty: alice.account.address });
    expect((await get(ctx, alice, '/api/assets/history?asset=DOGE')).code).toBe(40000);
  });

  it('keeps the books: transparency holds after every kind of operation', async () => {
    await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (100n * T).toString() });
    await post(ctx, alice, '/api/transfer', {
      asset: 'USDT',
      amount: (100n * T).toString(),
      to: bob.account.address,
    });
    await post(ctx, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: (100n * T).toString() });
    const report = await transparency(ctx);
    expect(report.every((r) => r.invariantHolds)).toBe(true);
    const usdt = report.find((r) => r.asset === 'USDT');
    expect(usdt).toMatchObject({ onChainInflow: (5000n * T).toString(), onChainOutflow: '0' });
    expect(
      BigInt(usdt?.liabilities ?? 0) +
        BigInt(usdt?.feesCollected ?? 0) +
        BigInt(usdt?.salesRevenue ?? 0) +
        BigInt(usdt?.reserves ?? 0) -
        BigInt(usdt?.expensesPaid ?? 0),
    ).toBe(5000n * T);
  });

  it('checks that the caller owns the data: no token, no records', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/assets/balances' })).json().code).toBe(1012);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/swap',
          payload: { from: 'USDT', to: 'USDB', amount: '1' },
        })
      ).json().code,
    ).toBe(1012);
  });
});
