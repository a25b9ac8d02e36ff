import { randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  balanceOf,
  deposit,
  get,
  newUser,
  T,
  type TestUser,
  transparency,
} from '../../testing/money-helpers';
import {
  createTestApp,
  operatorSignIn,
  TEST_OPERATOR_ACCOUNT,
  TEST_OPERATOR_TOKEN,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('operator console on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  /** Every POST carries a fresh Idempotency-Key unless the test gives one. */
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: object,
    key: string = randomUUID(),
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const auditRows = async () =>
    ctx.db.query<{ actor: string; action: string }>('SELECT actor, action FROM operator_audit ORDER BY id');

  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 100n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('signs a listed operator wallet in with the signed message; its token opens operator routes only', async () => {
    const res = await operatorSignIn(ctx);
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { operator: { actor: TEST_OPERATOR_ACCOUNT.address, via: 'wallet' } },
    });
    const { token } = res.json().data;
    expect((await call('GET', '/api/operator/me', token)).json().data).toEqual({
      actor: TEST_OPERATOR_ACCOUNT.address,
      via: 'wallet',
    });
    // User routes and operator routes tell the two tokens apart.
    expect((await call('GET', '/api/assets/balances', token)).json().code).toBe(1012);
    expect((await call('GET', '/api/operator/me', alice.token)).statusCode).toBe(403);
    // There is no shared operator credential: every operator token is a wallet's session.
    expect((await call('GET', '/api/operator/me', 'operator-token-shared-by-everyone-0123')).statusCode).toBe(
      401,
    );
    // An operator wallet never becomes a user by signing in to the console.
    const users = await ctx.db.query('SELECT 1 FROM users WHERE address = $1', [
      TEST_OPERATOR_ACCOUNT.address,
    ]);
    expect(users).toHaveLength(0);

    expect((await call('POST', '/api/operator/logout', token)).json().code).toBe(10000);
    // A token signed out opens nothing: 401, so the console signs out too.
    const ended = await call('GET', '/api/operator/me', token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 1012, data: null });
    expect(await auditRows()).toEqual([
      { actor: TEST_OPERATOR_ACCOUNT.address, action: 'operator.login' },
      { actor: TEST_OPERATOR_ACCOUNT.address, action: 'operator.logout' },
    ]);
  });

  it('refuses a wallet not listed and an expired session, opening nothing', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect((await operatorSignIn(ctx, stranger)).json()).toMatchObject({ code: 40300, data: null });
    expect(
      await ctx.db.query('SELECT 1 FROM operator_sessions WHERE address = $1', [stranger.address]),
    ).toHaveLength(0);
    // A user's sign-in is no operator's: the user token stays a user token (403, a valid token).
    const user = await call('GET', '/api/operator/withdrawals', alice.token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 40300, data: null });

    const { token } = (await operatorSignIn(ctx)).json().data;
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 13 * 3600 * 1000);
    // An expired session opens nothing: 401 like no token at all.
    const expired = await call('GET', '/api/operator/me', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 1012, data: null });
    expect(await auditRows()).toEqual([{ actor: TEST_OPERATOR_ACCOUNT.address, action: 'operator.login' }]);
  });

  it('adjusts a balance only with a reason, as one ledger transfer the user can read', async () => {
    const { token } = (await operatorSignIn(ctx)).json().data;
    const url = `/api/operator/users/${alice.account.address}/adjustments`;
    const credit = await call('POST', url, token, {
      asset: 'USDT',
      amount: (25n * T).toString(),
      reason: 'Refund of a duplicated withdrawal fee',
    });
    expect(credit.json()).toMatchObject({
      code: 10000,
      data: { asset: 'USDT', amount: (25n * T).toString(), available: (125n * T).toString() },
    });
    expect(await balanceOf(ctx, alice, 'USDT')).toMatchObject({ available: 125n * T });

    const history = (await get(ctx, alice, '/api/assets/history?asset=USDT')).data.items;
    expect(history[0]).toMatchObject({
      kind: 'balance_adjustment',
      ref: { type: 'adjustment', id: credit.json().data.id },
      delta: (25n * T).toString(),
      note: 'Refund of a duplicated withdrawal fee',
    });

    // No reason, a short one, zero, a malformed amount: 400 and nothing written.
    for (const body of [
      { asset: 'USDT', amount: '1' },
      { asset: 'USDT', amount: '1', reason: 'oops' },
      { asset: 'USDT', amount: '0', reason: 'A valid reason' },
      { asset: 'USDT', amount: '1.5', reason: 'A valid reason' },
      { asset: 'XYZ', amount: '1', reason: 'A valid reason' },
    ]) {
      const res = await call('POST', url, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(40000);
    }
    // A debit beyond the available balance is refused whole: no adjustment row, no audit row.
    const tooMuch = await call('POST', url, token, {
      asset: 'USDT',
      amount: (-126n * T).toString(),
      reason: 'Claw back a mistaken credit',
    });
    expect(tooMuch.json().code).toBe(40020);
    expect(await ctx.db.query('SELECT 1 FROM balance_adjustments')).toHaveLength(1);
    expect((await auditRows()).map((r) => r.action)).toEqual(['operator.login', 'user.adjust']);
    const debit = await call('POST', url, token, {
      asset: 'USDT',
      amount: (-25n * T).toString(),
      reason: 'Claw back a mistaken credit',
    });
    expect(debit.json().data.available).toBe((100n * T).toString());
    expect(
      (
        await call('POST', `/api/operator/users/${TEST_OPERATOR_ACCOUNT.address}/adjustments`, token, {
          asset: 'USDT',
          amount: '1',
          reason: 'Nobody by this address',
        })
      ).json().code,
    ).toBe(40400);
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('answers a retried adjustment with its first result, once, and refuses a key reused or missing', async () => {
    const url = `/api/operator/users/${alice.account.address}/adjustments`;
    const body = { asset: 'USDT', amount: (5n * T).toString(), reason: 'Compensation for the outage' };
    const first = (await call('POST', url, TEST_OPERATOR_TOKEN, body, 'adjust-1')).json();
    const again = (await call('POST', url, TEST_OPERATOR_TOKEN, body, 'adjust-1')).json();
    expect(again).toEqual(first);
    expect(await balanceOf(ctx, alice, 'USDT')).toMatchObject({ available: 105n * T });
    const other = await call('POST', url, TEST_OPERATOR_TOKEN, { ...body, amount: '1' }, 'adjust-1');
    expect(other.json().code).toBe(40920);
    const noKey = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: body,
    });
    expect(noKey.json().code).toBe(40026);
    expect(await ctx.db.query('SELECT 1 FROM balance_adjustments')).toHaveLength(1);
    expect((await auditRows()).map((r) => r.action)).toEqual(['user.adjust']);
  });

  it('looks a user up with balances, team, KYC and a paged ledger, and lists the audit by filter', async () => {
    const bob = await newUser(ctx, alice);
    const { token } = (await operatorSignIn(ctx)).json().data;
    const user = (
      await call('GET', `/api/operator/users/${alice.account.address.toLowerCase()}`, token)
    ).json().data;
    expect(user).toMatchObject({
      address: alice.account.address,
      team: { directs: 1, size: 1 },
      kyc: { email: null, verifiedAt: null },
      level: null,
    });
    expect(user.balances.find((b: { asset: string }) => b.asset === 'USDT').available).toBe(
      (100n * T).toString(),
    );
    expect(user.lastSession).not.toBeNull();
    expect(
      (await call('GET', `/api/operator/users/${TEST_OPERATOR_ACCOUNT.address}`, token)).json().code,
    ).toBe(40400);
    const ledger = (
      await call('GET', `/api/operator/users/${alice.account.address}/ledger?asset=USDT&size=5`, token)
    ).json().data;
    expect(ledger).toMatchObject({ page: 1, size: 5, total: 1, items: [{ kind: 'deposit' }] });

    for (const address of [alice.account.address, bob.account.address]) {
      await call('POST', `/api/operator/users/${address}/adjustments`, TEST_OPERATOR_TOKEN, {
        asset: 'USDB',
        amount: '7',
        reason: 'Goodwill for the outage',
      });
    }
    const byAction = (await call('GET', '/api/operator/audit?action=user.adjust', token)).json().data;
    expect(byAction.total).toBe(2);
    const byTarget = (
      await call('GET', `/api/operator/audit?target=user:${bob.account.address}`, token)
    ).json().data;
    expect(byTarget.items).toMatchObject([
      {
        actor: TEST_OPERATOR_ACCOUNT.address,
        action: 'user.adjust',
        before: { available: '0' },
        after: { available: '7' },
      },
    ]);
    const byActor = (
      await call('GET', `/api/operator/audit?actor=${TEST_OPERATOR_ACCOUNT.address}`, token)
    ).json().data;
    expect(byActor.items.map((e: { action: string }) => e.action)).toEqual([
      'user.adjust',
      'user.adjust',
      'operator.login',
    ]);
    const paged = (await call('GET', '/api/operator/audit?size=1&page=2', token)).json().data;
    expect(paged).toMatchObject({ page: 2, size: 1, total: 3, items: [{ action: 'user.adjust' }] });
  });

  it('keeps the audit and the adjustments append-only: the database refuses edits and deletes', async () => {
    await call('POST', `/api/operator/users/${alice.account.address}/adjustments`, TEST_OPERATOR_TOKEN, {
      asset: 'USDT',
      amount: '5',
      reason: 'Goodwill for the outage',
    });
    await expect(ctx.db.query("UPDATE operator_audit SET actor = 'someone else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.query('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
    await expect(ctx.db.query("UPDATE balance_adjustments SET reason = 'edited later'")).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.query('DELETE FROM balance_adjustments')).rejects.toThrow(/append-only/);
    expect(await auditRows()).toEqual([{ actor: TEST_OPERATOR_ACCOUNT.address, action: 'user.adjust' }]);
  });
});
