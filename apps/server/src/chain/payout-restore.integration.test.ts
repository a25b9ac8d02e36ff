import { payoutsAbi } from '@woohoo/contracts/abis';
import { type Address, erc20Abi, type Hex, maxUint256, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import type { WorkerState } from '../jobs/worker-status';
import { findLedgerBreaches } from '../modules/ledger/ledger-invariant';
import { selectAssetTotals, selectUserBalances } from '../modules/ledger/ledger-repository';
import { payoutIdOf } from '../modules/withdraw/payouts/payout-id';
import { lockWithdrawal } from '../modules/withdraw/withdraw-service';
import { toWithdrawalRecord } from '../modules/withdraw/withdrawal-record';
import { approvedUsdtWithdrawal, T } from '../testing/money-helpers';
import { canDumpAndRestore, dumpDatabase, restoreIntoFreshDatabase } from '../testing/pg-dump-restore';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../testing/test-app';
import { createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { testBackends } from '../testing/test-db';
import { createPayoutWorker, type PayoutWorkerOptions } from './payout-worker';

/**
 * docs/rules.md "Payouts exactly once": a payout names its withdrawal on chain, and the worker
 * refuses to pay what the chain shows paid, so a database restored from an old dump (pg_dump,
 * then psql into a fresh database) pays nobody twice.
 */
const restorable = canDumpAndRestore();
if (!restorable)
  console.warn(
    'SKIPPED: the payout restore tests need PostgreSQL (DATABASE_URL) with pg_dump and psql; on PGlite they cannot run',
  );

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

const workerOptions = (
  db: Db,
  log = createRecordingLog(),
  report?: (state: WorkerState) => void,
): PayoutWorkerOptions => ({
  db,
  publicClient: chain.publicClient,
  walletClient: chain.treasury,
  chainId: chain.chainId,
  tokenAddresses: { USDT: chain.contracts.usdt },
  payoutsAddress: chain.contracts.payouts,
  confirmations: 1,
  finalConfirmations: 3,
  pollMs: 500,
  log,
  report,
});
const worker = (db: Db, log = createRecordingLog(), report?: (state: WorkerState) => void) =>
  createPayoutWorker(workerOptions(db, log, report));
const payoutsAddress = (): Address => {
  if (!chain.contracts.payouts) throw new Error('the test chain has no Payouts contract');
  return chain.contracts.payouts;
};
/** The Paid events of one payout id, over the whole chain. */
const paidEvents = (id: Hex) =>
  chain.publicClient.getContractEvents({
    address: payoutsAddress(),
    abi: payoutsAbi,
    eventName: 'Paid',
    args: { id },
    fromBlock: 0n,
  });
const payoutIdIn = async (db: Db, withdrawalId: string) => {
  const [row] = await db.query<{ payout_ref: string }>('SELECT payout_ref FROM withdrawals WHERE id = $1', [
    withdrawalId,
  ]);
  if (!row) throw new Error('no withdrawal');
  return payoutIdOf(chain.chainId, row.payout_ref);
};
let seq = 0;
/** A user at a fresh address with `amountWei` deposited, withdrawing all of it (1 USDT fee). */
const withdrawal = async (db: Db, amountWei: bigint) => {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  const w = await approvedUsdtWithdrawal(db, address, amountWei, amountWei, `restore-${seq++}`);
  return { id: w.id, status: w.status, address };
};
const approve = (ctx: TestContext, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/operator/withdrawals/${id}/approve`,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    payload: {},
  });
const expectLedgerHolds = async (db: Db) =>
  expect(findLedgerBreaches(await selectAssetTotals(db))).toEqual([]);

// Where PostgreSQL is given (CI sets DATABASE_URL), a missing pg_dump or psql fails rather than skips.
it.runIf(Boolean(process.env.DATABASE_URL) && !restorable)('finds pg_dump and psql beside PostgreSQL', () => {
  expect.fail('DATABASE_URL is set but pg_dump or psql cannot be run: install postgresql-client');
});

describe.runIf(restorable)('payouts after a database restored from a dump, on postgres', () => {
  it('recognises from the chain a withdrawal dumped while it waited for review, paid, then approved again', async () => {
    const before = await createTestApp('postgres');
    const w = await withdrawal(before.db, 1200n * T);
    expect(w.status).toBe('reviewing');
    const id = await payoutIdIn(before.db, w.id);
    if (!before.dbUrl) throw new Error('no database URL');
    const dump = dumpDatabase(before.dbUrl);

    expect((await approve(before, w.id)).statusCode).toBe(200);
    expect(await worker(before.db).tick()).toMatchObject({ signed: 1, settled: 1 });
    expect(await chain.usdtBalance(w.address)).toBe(1199n * T);
    const [paid] = await paidEvents(id);
    await before.close(); // the disk is lost

    const after = await createTestApp('postgres', { restored: await restoreIntoFreshDatabase(dump) });
    try {
      const [waiting] = await after.db.query<{ status: string }>(
        'SELECT status FROM withdrawals WHERE id = $1',
        [w.id],
      );
      expect(waiting?.status).toBe('reviewing');
      expect((await approve(after, w.id)).statusCode).toBe(200);
      const log = createRecordingLog();
      const nonce = await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address });
      expect(await worker(after.db, log).tick()).toMatchObject({ signed: 0, settled: 1, failed: 0 });

      // The chain: one Paid, one payout's tokens, nothing signed since.
      expect(await paidEvents(id)).toHaveLength(1);
      expect(await chain.usdtBalance(w.address)).toBe(1199n * T);
      expect(await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address })).toBe(
        nonce,
      );
      // The ledger caught up as a settled payout would, with the chain's transaction.
      const row = await lockWithdrawal(after.db, w.id);
      if (!row) throw new Error('no withdrawal');
      expect(toWithdrawalRecord(row, 'http://explorer.test')).toMatchObject({
        status: 'success',
        txHash: paid?.transactionHash,
      });
      const [payout] = await after.db.query<{ status: string; tx_hash: string; recognised: boolean }>(
        'SELECT status, tx_hash, recognised_from_chain_at IS NOT NULL AS recognised FROM payouts WHERE withdrawal_id = $1',
        [w.id],
      );
      expect(payout).toEqual({ status: 'confirmed', tx_hash: paid?.transactionHash, recognised: true });
      const users = await after.db.query<{ user_id: string }>(
        'SELECT user_id::text FROM withdrawals WHERE id = $1',
        [w.id],
      );
      const balances = await selectUserBalances(after.db, users[0]?.user_id ?? '');
      expect(balances.filter((b) => b.asset === 'USDT').map((b) => [b.bucket, b.balance])).toEqual([
        ['available', '0'],
        ['withdraw_hold', '0'],
      ]);
      await expectLedgerHolds(after.db);
      // The console's audit says it was recognised from the chain, by the worker.
      const audit = await after.app.inject({
        method: 'GET',
        url: '/api/operator/audit?action=withdrawal.payout_recognised_from_chain',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      });
      expect(audit.json().data.items).toEqual([
        expect.objectContaining({
          actor: 'payout worker',
          target: `withdrawal:${w.id}`,
          after: expect.objectContaining({ txHash: paid?.transactionHash, recognisedFromChain: true }),
        }),
      ]);
      const listed = await after.app.inject({
        method: 'GET',
        url: '/api/operator/withdrawals?status=success',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      });
      expect(listed.json().data.items).toEqual([
        expect.objectContaining({
          id: w.id,
          payout: 'confirmed',
          txHash: paid?.transactionHash,
          payoutRecognisedFromChain: true,
        }),
      ]);
      expect(log.errors).toEqual([]);
      expect(await worker(after.db, log).tick()).toMatchObject({ signed: 0, settled: 0 });
    } finally {
      await after.close();
    }
  });

  it('pays nothing for a withdrawal dumped approved and not yet signed, then paid', async () => {
    const before = await createTestApp('postgres');
    const w = await withdrawal(before.db, 50n * T);
    expect(w.status).toBe('approved');
    const id = await payoutIdIn(before.db, w.id);
    if (!before.dbUrl) throw new Error('no database URL');
    const dump = dumpDatabase(before.dbUrl);
    expect(await worker(before.db).tick()).toMatchObject({ signed: 1, settled: 1 });
    await before.close();

    const after = await createTestApp('postgres', { restored: await restoreIntoFreshDatabase(dump) });
    try {
      const nonce = await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address });
      expect(await worker(after.db).tick()).toMatchObject({ signed: 0, settled: 1, failed: 0 });
      expect(await paidEvents(id)).toHaveLength(1);
      expect(await chain.usdtBalance(w.address)).toBe(49n * T);
      expect(await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address })).toBe(
        nonce,
      );
      const [row] = await after.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
        w.id,
      ]);
      expect(row?.status).toBe('success');
      await expectLedgerHolds(after.db);
    } finally {
      await after.close();
    }
  });
});

describe.each(testBackends())('payouts through the Payouts contract on %s', (backend) => {
  it('halts, signing nothing, when the chain shows the payout id paid to someone else', async () => {
    const ctx = await createTestApp(backend);
    try {
      const w = await withdrawal(ctx.db, 30n * T);
      const id = await payoutIdIn(ctx.db, w.id);
      const stranger = privateKeyToAccount(generatePrivateKey()).address;
      const hash = await chain.treasury.writeContract({
        address: payoutsAddress(),
        abi: payoutsAbi,
        functionName: 'pay',
        args: [id, chain.contracts.usdt, stranger, 29n * T],
      });
      await chain.publicClient.waitForTransactionReceipt({ hash });
      const log = createRecordingLog();
      const states: WorkerState[] = [];
      const nonce = await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address });

      expect(await worker(ctx.db, log, (s) => states.push(s)).tick()).toMatchObject({
        signed: 0,
        settled: 0,
      });
      expect(states.at(-1)).toEqual({
        state: 'halted',
        reason: expect.stringMatching(
          new RegExp(
            `withdrawal ${w.id} .* paid on chain by ${hash} to someone else \\(recipient ${stranger}`,
          ),
        ),
      });
      expect(log.errors.join('\n')).toMatch(/PAUSED/);
      expect(await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address })).toBe(
        nonce,
      );
      expect(await chain.usdtBalance(w.address)).toBe(0n);
      const [row] = await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
        w.id,
      ]);
      expect(row?.status).toBe('approved');
      // Rejected for good (docs/rules.md "Payouts exactly once"), the worker would pay the rest again.
      await ctx.db.query(`UPDATE withdrawals SET status = 'rejected' WHERE id = $1`, [w.id]);
    } finally {
      await ctx.close();
    }
  });

  it("refuses the runbook's retry of a failed payout whose id the chain shows paid; paid-by that transaction settles it", async () => {
    const payoutChain = {
      publicClient: chain.publicClient,
      chainId: chain.chainId,
      from: chain.treasury.account.address,
      tokenAddresses: { USDT: chain.contracts.usdt },
      payouts: chain.contracts.payouts,
      confirmations: 1,
      useFinalizedTag: false,
    };
    const ctx = await createTestApp(backend, { payoutChain });
    try {
      const w = await withdrawal(ctx.db, 25n * T);
      const treasury = chain.treasury.account.address;
      const held = await chain.usdtBalance(treasury);
      const failing = createPayoutWorker({
        ...workerOptions(ctx.db),
        faults: { afterSign: () => chain.setUsdtBalance(treasury, 0n) },
      });
      try {
        expect(await failing.tick()).toMatchObject({ failed: 1 });
      } finally {
        await chain.setUsdtBalance(treasury, held);
      }
      // Paid by another transaction of its id (a second database's worker, say).
      const hash = await chain.treasury.writeContract({
        address: payoutsAddress(),
        abi: payoutsAbi,
        functionName: 'pay',
        args: [await payoutIdIn(ctx.db, w.id), chain.contracts.usdt, w.address, 24n * T],
      });
      await chain.publicClient.waitForTransactionReceipt({ hash });
      const operator = (url: string, payload: object) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/operator/payouts/${w.id}${url}`,
          headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
          payload,
        });

      const retry = await operator('/retry', {});
      // payoutPaidOnChain: the operator reads to mark it paid by that transaction instead.
      expect([retry.statusCode, retry.json().code]).toEqual([409, 40947]);
      expect(retry.json().msg).toMatch(/mark it paid by that transaction/);
      const [kept] = await ctx.db.query<{ status: string }>(
        'SELECT status FROM payouts WHERE withdrawal_id = $1',
        [w.id],
      );
      expect(kept?.status).toBe('failed');

      expect((await operator('/paid', { txHash: hash })).statusCode).toBe(200);
      expect(await chain.usdtBalance(w.address)).toBe(24n * T);
      const [row] = await ctx.db.query<{ status: string; tx_hash: string }>(
        'SELECT status, tx_hash FROM withdrawals WHERE id = $1',
        [w.id],
      );
      expect(row).toEqual({ status: 'success', tx_hash: hash });
      await expectLedgerHolds(ctx.db);
    } finally {
      await ctx.close();
    }
  });

  it('approves Payouts for the token first when the allowance is short, then pays through it', async () => {
    const ctx = await createTestApp(backend);
    try {
      const revoke = await chain.treasury.writeContract({
        address: chain.contracts.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [payoutsAddress(), 0n],
      });
      await chain.publicClient.waitForTransactionReceipt({ hash: revoke });
      const w = await withdrawal(ctx.db, 20n * T);
      const log = createRecordingLog();

      expect(await worker(ctx.db, log).tick()).toMatchObject({ signed: 1, settled: 1 });
      const allowance = await chain.publicClient.readContract({
        address: chain.contracts.usdt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [chain.treasury.account.address, payoutsAddress()],
      });
      expect(allowance).toBe(maxUint256);
      expect(await chain.usdtBalance(w.address)).toBe(parseEther('19'));
      expect(await paidEvents(await payoutIdIn(ctx.db, w.id))).toHaveLength(1);
      expect(log.lines.join('\n')).toMatch(/approves Payouts/);
      expect(log.errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
