import { DEFAULT_RULES } from '@woohoo/shared/rules/rules-config';
import type { PrivateKeyAccount } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import {
  createTestApp,
  operatorSignIn,
  TEST_OPERATOR_ACCOUNT,
  TEST_OPERATOR_TOKEN,
  TEST_SECOND_OPERATOR_ACCOUNT,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { availableBalance } from '../ledger/ledger-service';
import { addRulesVersion } from '../rules/rules-service';

/**
 * docs/rules.md "Treasury limits", the limits that bind operators too, through the API: four-eyes
 * above a threshold (two distinct authenticated operators; a name stated by the CLI is not a
 * second operator), the daily hot-wallet limit counting operator approvals (beyond it an approval
 * needs a second operator), and the per-user velocity limit sending a withdrawal to review.
 */
describe.each(testBackends())('limits that bind operators on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let tokens: Map<string, string>;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 20_000n * T));
    // Version 2, in force from a second ago: four-eyes above 2,000 USDT, a day of 5,000 and a
    // user's 24 hours of 3,000.
    await addRulesVersion(ctx.db, {
      rules: {
        ...DEFAULT_RULES,
        treasury: {
          ...DEFAULT_RULES.treasury,
          fourEyesAboveWei: 2000n * T,
          dailyPayoutLimitWei: 5000n * T,
          userDailyLimitWei: 3000n * T,
        },
      },
      effectiveAt: new Date(ctx.clock.now.getTime() - 1000),
      createdBy: 'test',
    });
    tokens = new Map();
    for (const account of [TEST_OPERATOR_ACCOUNT, TEST_SECOND_OPERATOR_ACCOUNT])
      tokens.set(account.address, (await operatorSignIn(ctx, account)).json().data.token);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const withdraw = async (amountWei: bigint) => {
    const res = await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: amountWei.toString() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; status: string };
  };
  const approve = async (id: string, as: PrivateKeyAccount, stated?: string) => {
    const token = tokens.get(as.address);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${id}/approve`,
      headers: { authorization: `Bearer ${token}` },
      payload: stated ? { operator: stated } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const listed = async (id: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/operator/withdrawals?status=all',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    });
    return res.json().data.items.find((w: { id: string }) => w.id === id);
  };
  const A = TEST_OPERATOR_ACCOUNT.address;
  const B = TEST_SECOND_OPERATOR_ACCOUNT.address;

  it('approves above the four-eyes threshold only with two distinct operator wallets', async () => {
    const large = await withdraw(2500n * T);
    expect(large.status).toBe('reviewing');
    expect((await listed(large.id)).approvals).toEqual({ needed: 2, by: [], why: 'fourEyes' });

    expect(await approve(large.id, TEST_OPERATOR_ACCOUNT)).toEqual({
      id: large.id,
      status: 'reviewing',
      approvals: { needed: 2, by: [A], why: 'fourEyes' },
    });
    // The same wallet again is still one operator.
    expect((await approve(large.id, TEST_OPERATOR_ACCOUNT)).status).toBe('reviewing');
    expect((await listed(large.id)).approvals).toEqual({ needed: 2, by: [A], why: 'fourEyes' });

    expect(await approve(large.id, TEST_SECOND_OPERATOR_ACCOUNT)).toMatchObject({
      status: 'approved',
      approvals: { needed: 2, by: [A, B] },
    });
    expect(await listed(large.id)).toMatchObject({
      status: 'approved',
      reviewedBy: `${A}, ${B}`,
      approvals: null,
    });
    const audit = await ctx.db.query<{ actor: string; after: { status: string } }>(
      "SELECT actor, after FROM operator_audit WHERE action = 'withdrawal.approve' ORDER BY id",
    );
    expect(audit.map((a) => [a.actor, a.after.status])).toEqual([
      [A, 'reviewing'],
      [A, 'reviewing'],
      [B, 'approved'],
    ]);
  });

  it('never takes two names stated by one signed-in wallet for two operators', async () => {
    const large = await withdraw(2500n * T);
    expect((await approve(large.id, TEST_OPERATOR_ACCOUNT, 'alice')).status).toBe('reviewing');
    expect(await approve(large.id, TEST_OPERATOR_ACCOUNT, 'bob')).toMatchObject({
      status: 'reviewing',
      approvals: { needed: 2, by: [A] },
    });
    expect((await approve(large.id, TEST_SECOND_OPERATOR_ACCOUNT)).status).toBe('approved');
  });

  it("counts operator approvals against the daily limit: beyond it a second operator's approval is needed", async () => {
    // 1,500 each: at or above the auto-approval threshold (1,000), so each waits for review by size.
    const first = await withdraw(1500n * T);
    expect((await approve(first.id, TEST_OPERATOR_ACCOUNT)).status).toBe('approved');
    const second = await withdraw(1500n * T);
    expect((await approve(second.id, TEST_OPERATOR_ACCOUNT)).status).toBe('approved');
    const third = await withdraw(1500n * T);
    expect((await approve(third.id, TEST_OPERATOR_ACCOUNT)).status).toBe('approved');
    // 4,500 approved today: 1,500 more would pass 5,000.
    const fourth = await withdraw(1500n * T);
    expect(await approve(fourth.id, TEST_OPERATOR_ACCOUNT)).toMatchObject({
      status: 'reviewing',
      approvals: { needed: 2, by: [A], why: 'dailyLimit' },
    });
    expect((await approve(fourth.id, TEST_SECOND_OPERATOR_ACCOUNT)).status).toBe('approved');
  });

  it("sends a small withdrawal to review once its user's last 24 hours pass the per-user limit", async () => {
    const bob = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 1000n * T));
    // 3 x 900 = 2,700 of alice's 3,000 in 24 hours: approved at once.
    for (let i = 0; i < 3; i++) expect((await withdraw(900n * T)).status).toBe('approved');
    const fourth = await withdraw(900n * T);
    expect(fourth.status).toBe('reviewing');
    expect((await listed(fourth.id)).reviewReason).toBe('velocity');
    // Another user is not held back by alice's withdrawals.
    const res = await post(ctx, bob, '/api/withdraw', { asset: 'USDT', amount: (900n * T).toString() });
    expect(res.json().data.status).toBe('approved');
    // A day later the window has moved on.
    await ctx.db.query("UPDATE withdrawals SET created_at = created_at - interval '25 hours'");
    expect((await withdraw(900n * T)).status).toBe('approved');
  });

  const adjust = async (as: PrivateKeyAccount, amountWei: bigint) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/users/${alice.account.address}/adjustments`,
      headers: {
        authorization: `Bearer ${tokens.get(as.address)}`,
        'idempotency-key': crypto.randomUUID(),
      },
      payload: { asset: 'USDT', amount: amountWei.toString(), reason: 'Refund of a lost deposit' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const available = async () => (await availableBalance(ctx.db, alice.id, 'USDT')).toString();

  it('carries out a balance adjustment above the threshold only when a second operator sends it too', async () => {
    const start = await available();
    // At the default threshold of 1,000 USDT: made at once by one operator.
    expect(await adjust(TEST_OPERATOR_ACCOUNT, 1000n * T)).not.toHaveProperty('pending', true);
    const afterSmall = (BigInt(start) + 1000n * T).toString();
    expect(await available()).toBe(afterSmall);

    expect(await adjust(TEST_OPERATOR_ACCOUNT, 1500n * T)).toMatchObject({ pending: true, approvedBy: [A] });
    expect(await adjust(TEST_OPERATOR_ACCOUNT, 1500n * T)).toMatchObject({ pending: true });
    expect(await available()).toBe(afterSmall);
    expect(await adjust(TEST_SECOND_OPERATOR_ACCOUNT, 1500n * T)).toMatchObject({
      pending: false,
      approvedBy: [A, B],
      available: (BigInt(afterSmall) + 1500n * T).toString(),
    });
    // Each press is audited under the operator who sent it; the carried-out one names both.
    const audit = await ctx.db.query<{ actor: string; after: { approvedBy?: string[]; pending?: boolean } }>(
      "SELECT actor, after FROM operator_audit WHERE action = 'user.adjust' ORDER BY id",
    );
    expect(audit.map((a) => [a.actor, a.after.pending ?? false, a.after.approvedBy ?? null])).toEqual([
      [A, false, null],
      [A, true, null],
      [A, true, null],
      [B, false, [A, B]],
    ]);
  });

  it("adds up one operator's adjustments of 24 hours: pieces under the threshold need the second operator too", async () => {
    const start = BigInt(await available());
    // 600 alone is made at once; a second 600 by the same operator would make 1,200 in 24 hours.
    expect(await adjust(TEST_OPERATOR_ACCOUNT, 600n * T)).not.toHaveProperty('pending', true);
    expect(await adjust(TEST_OPERATOR_ACCOUNT, 600n * T)).toMatchObject({ pending: true, approvedBy: [A] });
    expect(await available()).toBe((start + 600n * T).toString());
    // A debit piece counts by its size: it does not net the credit away.
    expect(await adjust(TEST_OPERATOR_ACCOUNT, -(500n * T))).toMatchObject({ pending: true });
    // The second operator sending the same piece carries it out under both.
    expect(await adjust(TEST_SECOND_OPERATOR_ACCOUNT, 600n * T)).toMatchObject({
      pending: false,
      approvedBy: [A, B],
    });
    // What was carried out by two counts for neither alone: the second operator still has room.
    expect(await adjust(TEST_SECOND_OPERATOR_ACCOUNT, 900n * T)).not.toHaveProperty('pending', true);
    // A day later the first operator's window has moved on (their 12-hour session too: signed in again).
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    tokens.set(A, (await operatorSignIn(ctx, TEST_OPERATOR_ACCOUNT)).json().data.token);
    expect(await adjust(TEST_OPERATOR_ACCOUNT, 1000n * T)).not.toHaveProperty('pending', true);
    expect(await available()).toBe((start + 3100n * T).toString());
  });
});
