import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';

describe('operator review of withdrawals', () => {
  let ctx: TestContext;
  let alice: TestUser;
  const operator = (method: 'GET' | 'POST', url: string, token = TEST_OPERATOR_TOKEN, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/operator${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  beforeEach(async () => {
    ctx = await createTestApp('pglite');
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 5000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('lists withdrawals waiting for review, approves one and rejects another', async () => {
    const a = (
      await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (1500n * T).toString() })
    ).json().data;
    const b = (
      await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (2000n * T).toString() })
    ).json().data;
    const list = (await operator('GET', '/withdrawals')).json();
    expect(list.data.map((w: { id: string }) => w.id)).toEqual([a.id, b.id]);
    expect(list.data[0]).toMatchObject({ status: 'reviewing', payout: null, address: alice.account.address });

    const approved = await operator('POST', `/withdrawals/${a.id}/approve`, TEST_OPERATOR_TOKEN, {
      operator: 'carol',
    });
    expect(approved.json()).toMatchObject({ code: 10000, data: { id: a.id, status: 'approved' } });
    await operator('POST', `/withdrawals/${b.id}/reject`, TEST_OPERATOR_TOKEN, { operator: 'carol' });
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 3500n * T, withdrawHold: 1500n * T });
    const again = await operator('POST', `/withdrawals/${b.id}/approve`, TEST_OPERATOR_TOKEN, {
      operator: 'carol',
    });
    expect(again.json().code).toBe(40921);
    expect(
      (await operator('POST', '/withdrawals/999/approve', TEST_OPERATOR_TOKEN, { operator: 'c' })).json()
        .code,
    ).toBe(40401);
  });

  it('answers 40300 to anyone without the operator token, a signed-in user included', async () => {
    expect((await operator('GET', '/withdrawals', 'wrong')).json()).toMatchObject({
      code: 40300,
      data: null,
    });
    expect((await operator('GET', '/withdrawals', alice.token)).statusCode).toBe(403);
  });
});
