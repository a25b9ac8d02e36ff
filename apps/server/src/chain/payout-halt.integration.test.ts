import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postTransfer } from '../modules/ledger/ledger-service';
import { findUserById } from '../modules/user/user-service';
import { requestWithdrawal } from '../modules/withdraw/withdraw-service';
import { createTestApp, type TestContext } from '../testing/test-app';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { testBackends } from '../testing/test-db';
import { PAYOUT_WORKER } from './worker-names';

/** docs/rules.md "Payouts halt on a broken ledger": a balance row changed behind the ledger's back. */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('payouts halt on a broken ledger on %s', (backend) => {
  let ctx: TestContext;
  let log: ReturnType<typeof createRecordingLog>;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    log = createRecordingLog();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const makeWorker = () =>
    chainPayoutWorker(chain, {
      db: ctx.db,
      log,
      report: (state) => ctx.workerStatus.report(PAYOUT_WORKER, state),
    });

  /** A new user credited `amountWei` who withdraws all of it, auto-approved. */
  const approvedWithdrawal = async (amountWei: bigint) => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const [row] = await ctx.db.query<{ id: string }>(
      'INSERT INTO users (address) VALUES ($1) RETURNING id::text AS id',
      [address],
    );
    const user = row && (await findUserById(ctx.db, row.id));
    if (!user) throw new Error('no user');
    await ctx.db.transaction((tx) =>
      postTransfer(tx, {
        idempotencyKey: `test-credit:${user.id}`,
        kind: 'deposit',
        refId: '0',
        postings: [
          { account: { system: 'chain' }, asset: 'USDT', deltaWei: -amountWei },
          { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: amountWei },
        ],
      }),
    );
    const deps = {
      db: ctx.db,
      minWei: parseEther('10'),
      feeWei: parseEther('1'),
      autoApproveBelowWei: parseEther('1000000'),
      explorerUrl: undefined,
    };
    const w = await requestWithdrawal(deps, user, {
      asset: 'USDT',
      amountWei,
      idempotencyKey: `w-${user.id}`,
    });
    return { id: w.id, userId: user.id };
  };
  /** Moves a user's withdrawal hold by `deltaWei` without an entry: what the invariant must catch. */
  const tamperHold = (userId: string, deltaWei: bigint) =>
    ctx.db.query(
      `UPDATE ledger_accounts SET balance = balance + $2::numeric WHERE user_id = $1 AND asset = 'USDT' AND bucket = 'withdraw_hold'`,
      [userId, deltaWei.toString()],
    );
  const payoutCount = async () =>
    Number((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts'))[0]?.n);
  const sharedState = async () =>
    (
      await ctx.db.query<{ state: string; reason: string | null }>(
        'SELECT state, reason FROM worker_states WHERE worker = $1',
        [PAYOUT_WORKER],
      )
    )[0];
  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

  it('halts at once when a settlement shows a broken account, and resumes once it is repaired', async () => {
    const worker = makeWorker();
    await worker.tick();
    expect((await ready()).statusCode).toBe(200);
    const first = await approvedWithdrawal(parseEther('50'));
    const second = await approvedWithdrawal(parseEther('20'));
    await tamperHold(first.userId, 1n);

    // The first payout settles and shows the breach; the second is not signed in that tick.
    expect(await worker.tick()).toMatchObject({ signed: 1, settled: 1 });
    expect(await payoutCount()).toBe(1);
    const state = await sharedState();
    expect(state?.state).toBe('halted');
    expect(state?.reason).toContain(
      `USDT u:${first.userId}/withdraw_hold holds 1 wei where its entries sum to 0`,
    );
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.body).toContain('payout worker halted: the ledger invariant is broken');

    // Halted stays halted: each tick re-checks and signs nothing.
    expect(await worker.tick()).toMatchObject({ signed: 0 });
    expect(await payoutCount()).toBe(1);

    await tamperHold(first.userId, -1n);
    expect(await worker.tick()).toMatchObject({ signed: 1, settled: 1 });
    expect(await sharedState()).toEqual({ state: 'running', reason: null });
    expect((await ready()).statusCode).toBe(200);
    const [paid] = await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
      second.id,
    ]);
    expect(paid?.status).toBe('success');
  });

  it('a worker starting on a broken ledger signs nothing', async () => {
    const w = await approvedWithdrawal(parseEther('30'));
    await tamperHold(w.userId, 5n);
    const worker = makeWorker();
    expect(await worker.tick()).toMatchObject({ signed: 0 });
    expect(await payoutCount()).toBe(0);
    expect((await sharedState())?.reason).toContain(
      `u:${w.userId}/withdraw_hold holds ${parseEther('30') + 5n} wei`,
    );
    // The whole ledger is checked at start: the account and the asset's sum are both named.
    expect(log.errors.join('\n')).toMatch(
      new RegExp(`payouts HALTED: USDT u:${w.userId}/withdraw_hold holds`),
    );
    expect(log.errors.join('\n')).toMatch(
      /payouts HALTED: USDT every account holds 5 wei where they must sum to 0/,
    );
  });
});
