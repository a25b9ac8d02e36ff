import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import {
  createTestApp,
  TEST_OPERATOR_ACCOUNT,
  TEST_OPERATOR_TOKEN,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('operator review of withdrawals on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  const operator = (method: 'GET' | 'POST', url: string, token = TEST_OPERATOR_TOKEN, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/operator${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const withdraw = async (user: TestUser, amount: bigint) =>
    (await post(ctx, user, '/api/withdraw', { asset: 'USDT', amount: amount.toString() })).json().data;

  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 5000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('lists withdrawals waiting for review, approves one and rejects another with a reason the user sees', async () => {
    const a = await withdraw(alice, 1500n * T);
    const b = await withdraw(alice, 2000n * T);
    const list = (await operator('GET', '/withdrawals')).json().data;
    expect(list).toMatchObject({ page: 1, size: 20, total: 2 });
    expect(list.items.map((w: { id: string }) => w.id)).toEqual([a.id, b.id]);
    expect(list.items[0]).toMatchObject({
      status: 'reviewing',
      payout: null,
      address: alice.account.address,
    });

    const approved = await operator('POST', `/withdrawals/${a.id}/approve`, TEST_OPERATOR_TOKEN, {
      operator: 'carol',
    });
    expect(approved.json()).toMatchObject({ code: 10000, data: { id: a.id, status: 'approved' } });
    const rejected = await operator('POST', `/withdrawals/${b.id}/reject`, TEST_OPERATOR_TOKEN, {
      operator: 'carol',
      reason: 'The address is on a sanctions list',
    });
    expect(rejected.json()).toMatchObject({ code: 10000, data: { id: b.id, status: 'rejected' } });
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 3500n * T, withdrawHold: 1500n * T });

    const records = (await get(ctx, alice, '/api/records/withdraw?status=rejected')).data.items;
    expect(records).toMatchObject([
      { id: b.id, status: 'rejected', rejectReason: 'The address is on a sanctions list' },
    ]);
    const all = (await operator('GET', '/withdrawals?status=all')).json().data.items;
    expect(all).toMatchObject([
      { id: a.id, status: 'approved', reviewedBy: TEST_OPERATOR_ACCOUNT.address, rejectReason: null },
      {
        id: b.id,
        status: 'rejected',
        reviewedBy: TEST_OPERATOR_ACCOUNT.address,
        rejectReason: 'The address is on a sanctions list',
      },
    ]);

    const audit = (await operator('GET', '/audit?action=withdrawal.')).json().data;
    expect(audit.total).toBe(2);
    expect(audit.items).toMatchObject([
      {
        actor: TEST_OPERATOR_ACCOUNT.address,
        action: 'withdrawal.reject',
        target: `withdrawal:${b.id}`,
        before: { status: 'reviewing' },
        after: { status: 'rejected', reason: 'The address is on a sanctions list' },
        requestId: rejected.headers['x-request-id'],
      },
      { actor: TEST_OPERATOR_ACCOUNT.address, action: 'withdrawal.approve', target: `withdrawal:${a.id}` },
    ]);
  });

  it('refuses a second review, an unknown withdrawal and a rejection without a reason, auditing none', async () => {
    const a = await withdraw(alice, 1500n * T);
    await operator('POST', `/withdrawals/${a.id}/approve`, TEST_OPERATOR_TOKEN, {});
    expect(
      (await operator('POST', `/withdrawals/${a.id}/approve`, TEST_OPERATOR_TOKEN, {})).json().code,
    ).toBe(40921);
    const reject = { reason: 'late' };
    expect(
      (await operator('POST', `/withdrawals/${a.id}/reject`, TEST_OPERATOR_TOKEN, reject)).json().code,
    ).toBe(40921);
    expect((await operator('POST', '/withdrawals/999/approve', TEST_OPERATOR_TOKEN, {})).json().code).toBe(
      40401,
    );
    const noReason = await operator('POST', `/withdrawals/${a.id}/reject`, TEST_OPERATOR_TOKEN, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const audit = (await operator('GET', '/audit')).json().data;
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['withdrawal.approve']);
  });

  it('pages and filters the list by state and user', async () => {
    const bob = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 5000n * T));
    const ids = [];
    for (const user of [alice, bob, alice, bob, alice]) ids.push((await withdraw(user, 1000n * T)).id);
    const page2 = (await operator('GET', '/withdrawals?size=2&page=2')).json().data;
    expect(page2).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(page2.items.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[3]]);
    const bobs = (await operator('GET', `/withdrawals?address=${bob.account.address.toLowerCase()}`)).json()
      .data;
    expect(bobs.items.map((w: { id: string }) => w.id)).toEqual([ids[1], ids[3]]);
    expect((await operator('GET', '/withdrawals?status=success')).json().data.total).toBe(0);
  });

  it('answers 401 to a token that opens nothing and 403 (40300) to a signed-in user', async () => {
    const wrong = await operator('GET', '/withdrawals', 'wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 1012, data: null });
    const user = await operator('GET', '/withdrawals', alice.token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 40300, data: null });
  });
});
