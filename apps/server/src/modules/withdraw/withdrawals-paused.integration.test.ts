import { ERRORS } from '@woohoo/shared/error-codes';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutWorker } from '../../chain/payout-worker';
import { LOCAL_CHAIN_WORKER, PAYOUT_WORKER } from '../../chain/worker-names';
import { saveWorkerState } from '../../jobs/worker-state-repository';
import { balanceOf, deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  chainPayoutWorker,
  createRecordingLog,
  startTestChain,
  type TestChain,
} from '../../testing/test-chain';
import { testBackends } from '../../testing/test-db';
import { PAYOUT_WORKER_SILENT_AFTER_SEC } from './withdrawals-pause';

/**
 * docs/rules.md "Withdrawals while payouts are paused", through HTTP: the API app and a real payout
 * worker share one database as an API replica and the worker process do. The worker halts the
 * way it really does (a paid payout leaves the chain), and the API refuses new withdrawals,
 * holding nothing, until the worker reports it can pay again.
 */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('withdrawals while payouts are paused, on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let worker: PayoutWorker;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 100n * T));
    worker = chainPayoutWorker(chain, {
      db: ctx.db,
      // Never final within the test, so a payout that leaves the chain is noticed.
      finalConfirmations: 1_000,
      log: createRecordingLog(),
      // Every tick writes its heartbeat, so a test can age it and see the next tick renew it.
      heartbeatEveryMs: 0,
    });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const withdraw = (amountWei: bigint) =>
    post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: amountWei.toString() });
  const availability = async () => (await get(ctx, alice, '/api/withdraw/availability')).data;
  const counts = async () => {
    const [row] = await ctx.db.query<{ withdrawals: string; entries: string; keys: string }>(
      `SELECT (SELECT count(*) FROM withdrawals)::text AS withdrawals,
              (SELECT count(*) FROM ledger_entries)::text AS entries,
              (SELECT count(*) FROM api_idempotency WHERE scope = 'withdraw')::text AS keys`,
    );
    return row;
  };

  /**
   * A paid withdrawal (the one approved already, else a new one of 20 USDT) whose payout then
   * leaves the chain: the worker halts on its next tick.
   */
  const haltByVanishedPayout = async (approved?: { status: string }) => {
    const before = await chain.testClient.snapshot();
    expect((approved ?? (await withdraw(20n * T)).json().data).status).toBe('approved');
    expect(await worker.tick()).toMatchObject({ settled: 1 });
    const [stored] = await ctx.db.query<{ signed_tx: `0x${string}` }>('SELECT signed_tx FROM payouts');
    await chain.testClient.revert({ id: before });
    await chain.testClient.mine({ blocks: 1 });
    expect(await worker.tick()).toMatchObject({ vanished: 1 });
    /** The same signed payout mined again: the worker can pay on its next tick. */
    return async () => {
      await chain.publicClient.sendRawTransaction({ serializedTransaction: stored?.signed_tx ?? '0x' });
      await chain.testClient.mine({ blocks: 1 });
      expect(await worker.tick()).toMatchObject({ vanished: 0 });
    };
  };

  it('are open with no payout worker ever seen, and while the worker reports it can pay', async () => {
    expect(await availability()).toEqual({ paused: false, reason: null, since: null });
    await worker.tick();
    expect(await availability()).toEqual({ paused: false, reason: null, since: null });
    expect((await withdraw(10n * T)).json()).toMatchObject({ code: 10000, data: { status: 'approved' } });
  });

  it('are refused while the payout worker is halted, holding nothing; transfers and swaps go on; resumed when it can pay', async () => {
    const resume = await haltByVanishedPayout();
    expect(await availability()).toMatchObject({ paused: true, reason: 'payoutsHalted' });
    const before = { counts: await counts(), usdt: await balanceOf(ctx, alice, 'USDT') };
    expect(before.usdt).toEqual({ available: 80n * T, withdrawHold: 0n });

    const refused = await withdraw(10n * T);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: ERRORS.withdrawalsPaused.code, data: null });
    expect(refused.json().msg).toMatch(/^Withdrawals are paused: .*funds stay available/);
    expect(await counts()).toEqual(before.counts);
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual(before.usdt);

    // The message is in the caller's language.
    const inChinese = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: { authorization: `Bearer ${alice.token}`, 'idempotency-key': 'zh-1', lang: 'zh_CN' },
      payload: { asset: 'USDT', amount: (10n * T).toString() },
    });
    expect(inChinese.json()).toMatchObject({
      code: ERRORS.withdrawalsPaused.code,
      msg: expect.stringMatching(/^提现已暂停/),
    });

    // Moves inside the platform need no chain and go on.
    const transfer = await post(ctx, alice, '/api/transfer', {
      asset: 'USDT',
      amount: (10n * T).toString(),
      to: bob.account.address,
    });
    expect(transfer.json().code).toBe(10000);
    const swap = await post(ctx, alice, '/api/swap', {
      from: 'USDT',
      to: 'USDB',
      amount: (10n * T).toString(),
    });
    expect(swap.json().code).toBe(10000);
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 60n * T, withdrawHold: 0n });

    await resume();
    expect(await availability()).toEqual({ paused: false, reason: null, since: null });
    const accepted = await withdraw(10n * T);
    expect(accepted.json()).toMatchObject({ code: 10000, data: { status: 'approved' } });
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual({ available: 50n * T, withdrawHold: 10n * T });
  });

  it('still answers the first result to a retry of a withdrawal accepted before the halt', async () => {
    const body = { asset: 'USDT', amount: (10n * T).toString() };
    const first = await post(ctx, alice, '/api/withdraw', body, 'before-the-halt');
    await haltByVanishedPayout(first.json().data);
    const again = await post(ctx, alice, '/api/withdraw', body, 'before-the-halt');
    expect(again.json()).toEqual(first.json());
  });

  it(`are refused once the payout worker has been silent for ${PAYOUT_WORKER_SILENT_AFTER_SEC} s, and open at its next report`, async () => {
    await worker.tick();
    const age = async (seconds: number) =>
      ctx.db.query(
        `UPDATE worker_states SET heartbeat_at = now() - make_interval(secs => $2) WHERE worker = $1`,
        [PAYOUT_WORKER, seconds],
      );
    await age(PAYOUT_WORKER_SILENT_AFTER_SEC - 30);
    expect((await availability()).paused).toBe(false);
    await age(PAYOUT_WORKER_SILENT_AFTER_SEC + 30);
    expect(await availability()).toMatchObject({ paused: true, reason: 'payoutWorkerSilent' });
    expect((await withdraw(10n * T)).json().code).toBe(ERRORS.withdrawalsPaused.code);
    expect((await counts())?.withdrawals).toBe('0');

    await worker.tick();
    expect((await availability()).paused).toBe(false);
    expect((await withdraw(10n * T)).json().code).toBe(10000);
  });

  it('are refused while the local chain is behind its database, whatever the payout worker last said', async () => {
    await worker.tick();
    // What main.ts writes at start when the local chain lost blocks (its own test: local-crash).
    await saveWorkerState(ctx.db, LOCAL_CHAIN_WORKER, {
      state: 'halted',
      reason: 'the chain ends at block 3',
    });
    expect(await availability()).toMatchObject({ paused: true, reason: 'chainBehind' });
    expect((await withdraw(10n * T)).statusCode).toBe(503);
    await saveWorkerState(ctx.db, LOCAL_CHAIN_WORKER, { state: 'running' });
    expect((await withdraw(10n * T)).json().code).toBe(10000);
  });
});
