import { ERRORS } from '@woohoo/shared/error-codes';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutFaults } from '../../chain/payout-worker';
import { deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import {
  createTestApp,
  operatorSignIn,
  TEST_OPERATOR_ACCOUNT,
  type TestContext,
} from '../../testing/test-app';
import {
  chainPayoutWorker,
  createRecordingLog,
  startTestChain,
  type TestChain,
} from '../../testing/test-chain';
import { testBackends } from '../../testing/test-db';

/**
 * docs/rules.md "The payout kill switch", through HTTP with a real payout worker sharing the
 * database: an operator's stop is audited under their wallet, obeyed by the worker's next tick
 * (nothing new signed; a payout signed before still settles), refuses new withdrawals with the
 * withdrawals' pause, shows on the public report, and a start lets the worker pay again.
 */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('the payout kill switch on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let operatorToken: string;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 100n * T));
    operatorToken = (await operatorSignIn(ctx)).json().data.token;
  });
  afterEach(async () => {
    await ctx.close();
  });

  const makeWorker = (faults?: PayoutFaults) =>
    chainPayoutWorker(chain, {
      db: ctx.db,
      pollMs: 100,
      log: createRecordingLog(),
      faults,
    });
  const press = (action: 'stop' | 'start') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator/payouts/${action}`,
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: {},
    });
  const withdraw = (amountWei: bigint) =>
    post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: amountWei.toString() });
  const status = async (id: string) =>
    (await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0]?.status;

  it('stops new payouts at the next tick, lets a signed one settle, and pays again once started', async () => {
    const operator = TEST_OPERATOR_ACCOUNT.address;
    // A payout signed before the stop: the worker dies after signing, before broadcasting it.
    const signedBefore = (await withdraw(20n * T)).json().data;
    const dying = makeWorker({
      afterSign: () => {
        throw new Error('killed after signing');
      },
    });
    await expect(dying.tick()).rejects.toThrow('killed after signing');
    // Approved before the stop, not yet signed.
    const waiting = (await withdraw(10n * T)).json().data;

    const stopped = await press('stop');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ stopped: true, changedBy: operator });
    const worker = makeWorker();
    // What was signed is still sent and settled; nothing new is signed.
    expect(await worker.tick()).toMatchObject({ signed: 0, settled: 1 });
    expect(await status(signedBefore.id)).toBe('success');
    expect(await status(waiting.id)).toBe('approved');
    expect(await worker.tick()).toMatchObject({ signed: 0, settled: 0 });

    // New withdrawals are refused and the reason is shown to users and on the public report.
    const refused = await withdraw(10n * T);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe(ERRORS.withdrawalsPaused.code);
    expect((await get(ctx, alice, '/api/withdraw/availability')).data).toMatchObject({
      paused: true,
      reason: 'payoutsStopped',
    });
    const report = await ctx.app.inject({ method: 'GET', url: '/api/transparency' });
    expect(report.json().data.payouts).toMatchObject({ paused: true, reason: 'payoutsStopped' });

    // Pressing stop again changes nothing; start pays the waiting one on the next tick.
    expect((await press('stop')).json().data).toMatchObject({ stopped: true });
    expect((await press('start')).json().data).toMatchObject({ stopped: false, changedBy: operator });
    expect(await worker.tick()).toMatchObject({ signed: 1, settled: 1 });
    expect(await status(waiting.id)).toBe('success');
    expect((await get(ctx, alice, '/api/withdraw/availability')).data).toMatchObject({ paused: false });

    const audit = await ctx.db.query<{ actor: string; action: string; before: unknown; after: unknown }>(
      "SELECT actor, action, before, after FROM operator_audit WHERE action LIKE 'payouts.%' ORDER BY id",
    );
    expect(audit.map((a) => [a.actor, a.action])).toEqual([
      [operator, 'payouts.stop'],
      [operator, 'payouts.stop'],
      [operator, 'payouts.start'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { stopped: false, changedBy: null },
      after: { stopped: true, changedBy: operator },
    });
  }, 60_000);
});
