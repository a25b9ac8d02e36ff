import { type Address, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import type { WorkerState } from '../jobs/worker-status';
import { findLedgerBreaches } from '../modules/ledger/ledger-invariant';
import { selectAssetTotals, selectUserBalances } from '../modules/ledger/ledger-repository';
import { postTransfer } from '../modules/ledger/ledger-service';
import { listWithdrawalsForReview } from '../modules/operator/operator-service';
import { buildTransparencyReport } from '../modules/transparency/transparency-service';
import { findUserById } from '../modules/user/user-service';
import { requestWithdrawal } from '../modules/withdraw/withdraw-service';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import type { PayoutFaults, PayoutWorkerOptions } from './payout-worker';

const FEE_WEI = parseEther('1');
const crash = (point: string) => () => {
  throw new Error(`simulated crash ${point}`);
};

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('payout worker on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let log: ReturnType<typeof createRecordingLog>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
    log = createRecordingLog();
  });
  afterEach(async () => {
    await drop();
  });

  const makeWorker = (faults?: PayoutFaults, more: Partial<PayoutWorkerOptions> = {}) =>
    chainPayoutWorker(chain, {
      db,
      log,
      faults,
      ...more,
    });

  /** A new user with `amountWei` credited as if deposited, who asks to withdraw all of it (auto-approved). */
  const approvedWithdrawal = async (amountWei: bigint) => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO users (address) VALUES ($1) RETURNING id::text AS id',
      [address],
    );
    const user = row && (await findUserById(db, row.id));
    if (!user) throw new Error('no user');
    await db.transaction((tx) =>
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
      db,
      minWei: parseEther('10'),
      feeWei: FEE_WEI,
      autoApproveBelowWei: parseEther('1000000'),
      explorerUrl: undefined,
    };
    const withdrawal = await requestWithdrawal(deps, user, {
      asset: 'USDT',
      amountWei,
      idempotencyKey: `w-${user.id}`,
    });
    expect(withdrawal.status).toBe('approved');
    return { id: withdrawal.id, userId: user.id, address };
  };

  const withdrawal = async (id: string) => {
    const [row] = await db.query<{ status: string; tx_hash: string | null }>(
      'SELECT status, tx_hash FROM withdrawals WHERE id = $1',
      [id],
    );
    return row;
  };
  const payouts = () =>
    db.query<{ withdrawal_id: string; nonce: string; tx_hash: string; status: string }>(
      'SELECT withdrawal_id::text AS withdrawal_id, nonce::text AS nonce, tx_hash, status FROM payouts ORDER BY nonce',
    );
  const treasuryNonce = () =>
    chain.publicClient.getTransactionCount({ address: chain.treasury.account.address });
  const userUsdt = async (userId: string) =>
    (await selectUserBalances(db, userId))
      .filter((b) => b.asset === 'USDT')
      .map((b) => [b.bucket, b.balance]);
  const expectLedgerHolds = async () => expect(findLedgerBreaches(await selectAssetTotals(db))).toEqual([]);
  const onChain = (address: Address) => chain.usdtBalance(address);

  it('pays an approved withdrawal less its fee and settles it once', async () => {
    const w = await approvedWithdrawal(parseEther('50'));
    const worker = makeWorker();

    expect(await worker.tick()).toEqual({
      signed: 1,
      settled: 1,
      failed: 0,
      pending: 0,
      skipped: 0,
      vanished: 0,
    });
    expect(await onChain(w.address)).toBe(parseEther('49'));
    const [payout] = await payouts();
    expect(payout).toMatchObject({ withdrawal_id: w.id, status: 'confirmed' });
    expect(await withdrawal(w.id)).toEqual({ status: 'success', tx_hash: payout?.tx_hash });
    expect(await userUsdt(w.userId)).toEqual([
      ['available', '0'],
      ['withdraw_hold', '0'],
    ]);
    await expectLedgerHolds();

    expect(await worker.tick()).toEqual({
      signed: 0,
      settled: 0,
      failed: 0,
      pending: 0,
      skipped: 0,
      vanished: 0,
    });
    expect(await onChain(w.address)).toBe(parseEther('49'));
    expect(log.errors).toEqual([]);
  });

  it('pays exactly once when the worker dies between signing and broadcasting', async () => {
    const first = await approvedWithdrawal(parseEther('20'));
    const nonceBefore = await treasuryNonce();
    await expect(makeWorker({ afterSign: crash('after sign') }).tick()).rejects.toThrow(
      'simulated crash after sign',
    );
    expect(await payouts()).toMatchObject([
      { withdrawal_id: first.id, nonce: String(nonceBefore), status: 'signed' },
    ]);
    expect(await withdrawal(first.id)).toMatchObject({ status: 'approved' });
    expect(await onChain(first.address)).toBe(0n);
    expect(await treasuryNonce()).toBe(nonceBefore);

    // Another withdrawal arrives before the restart: it must take the next nonce, not the stored one.
    const second = await approvedWithdrawal(parseEther('30'));
    const restarted = makeWorker();
    expect(await restarted.tick()).toMatchObject({ signed: 1, settled: 2, failed: 0 });
    expect(await restarted.tick()).toMatchObject({ signed: 0, settled: 0 });
    expect(await makeWorker().tick()).toMatchObject({ signed: 0, settled: 0 });

    expect(await onChain(first.address)).toBe(parseEther('19'));
    expect(await onChain(second.address)).toBe(parseEther('29'));
    expect(await payouts()).toMatchObject([
      { withdrawal_id: first.id, nonce: String(nonceBefore), status: 'confirmed' },
      { withdrawal_id: second.id, nonce: String(nonceBefore + 1), status: 'confirmed' },
    ]);
    expect(await treasuryNonce()).toBe(nonceBefore + 2);
    expect(await withdrawal(first.id)).toMatchObject({ status: 'success' });
    await expectLedgerHolds();
  });

  it('pays exactly once when the worker dies between broadcasting and recording', async () => {
    const w = await approvedWithdrawal(parseEther('40'));
    const nonceBefore = await treasuryNonce();
    await expect(makeWorker({ afterBroadcast: crash('after broadcast') }).tick()).rejects.toThrow(
      'simulated crash after broadcast',
    );
    // The worker died before it saw the receipt; the chain includes the transaction anyway.
    await chain.publicClient.waitForTransactionReceipt({
      hash: (await payouts())[0]?.tx_hash as `0x${string}`,
    });
    expect(await onChain(w.address)).toBe(parseEther('39'));
    expect(await withdrawal(w.id)).toMatchObject({ status: 'approved' });

    const restarted = makeWorker();
    expect(await restarted.tick()).toMatchObject({ signed: 0, settled: 1 });
    expect(await restarted.tick()).toMatchObject({ signed: 0, settled: 0 });
    expect(await onChain(w.address)).toBe(parseEther('39'));
    expect(await payouts()).toHaveLength(1);
    expect(await treasuryNonce()).toBe(nonceBefore + 1);
    expect(await withdrawal(w.id)).toMatchObject({ status: 'success' });
    await expectLedgerHolds();
  });

  it('pays once when two workers tick at the same time', async () => {
    const a = await approvedWithdrawal(parseEther('11'));
    const b = await approvedWithdrawal(parseEther('12'));
    const nonceBefore = await treasuryNonce();
    const [one, two] = await Promise.all([makeWorker().tick(), makeWorker().tick()]);
    expect((one?.signed ?? 0) + (two?.signed ?? 0)).toBe(2);
    // A later tick signs nothing more; it may still settle a payout whose receipt arrived after
    // the racing tick looked, but across all ticks each payout settles exactly once.
    const third = await makeWorker().tick();
    expect(third.signed).toBe(0);
    expect((one?.settled ?? 0) + (two?.settled ?? 0) + third.settled).toBe(2);

    expect(await onChain(a.address)).toBe(parseEther('10'));
    expect(await onChain(b.address)).toBe(parseEther('11'));
    expect(await payouts()).toMatchObject([{ status: 'confirmed' }, { status: 'confirmed' }]);
    expect(await treasuryNonce()).toBe(nonceBefore + 2);
    await expectLedgerHolds();
  });

  it('marks a reverted payout failed and leaves the withdrawal for an operator, never retrying', async () => {
    const w = await approvedWithdrawal(parseEther('25'));
    const treasuryUsdt = await onChain(chain.treasury.account.address);
    // The treasury is emptied after the payout was signed: the transfer reverts on chain.
    const emptyTreasury = () => chain.setUsdtBalance(chain.treasury.account.address, 0n);
    const worker = makeWorker({ afterSign: emptyTreasury });
    try {
      const result = await worker.tick();
      expect(result).toMatchObject({ signed: 1, failed: 1, settled: 0 });
    } finally {
      await chain.setUsdtBalance(chain.treasury.account.address, treasuryUsdt);
    }
    expect(await payouts()).toMatchObject([{ withdrawal_id: w.id, status: 'failed' }]);
    expect(await withdrawal(w.id)).toMatchObject({ status: 'approved', tx_hash: null });
    expect(log.errors.join('\n')).toMatch(/PAYOUT REVERTED for withdrawal/);

    expect(await makeWorker().tick()).toMatchObject({ signed: 0, settled: 0, failed: 0 });
    expect(await onChain(w.address)).toBe(0n);
    expect(await payouts()).toHaveLength(1);
    expect(await userUsdt(w.userId)).toEqual([
      ['available', '0'],
      ['withdraw_hold', String(parseEther('25'))],
    ]);
  });
  it('signs nothing while the chain lacks a payout it had mined (a reset chain)', async () => {
    const paid = await approvedWithdrawal(parseEther('10'));
    const forgotten = (await treasuryNonce()) + 100;
    await db.query(
      `INSERT INTO payouts (withdrawal_id, chain_id, from_address, nonce, signed_tx, tx_hash, status, final_at)
       VALUES ($1, $2, $3, $4, '0x00', $5, 'confirmed', now())`,
      [paid.id, chain.chainId, chain.treasury.account.address, forgotten, `0x${'11'.repeat(32)}`],
    );
    const waiting = await approvedWithdrawal(parseEther('10'));
    expect(await makeWorker().tick()).toMatchObject({ signed: 0 });
    expect(log.errors.join('\n')).toMatch(/PAUSED/);
    expect(await payouts()).toHaveLength(1);
    expect(await withdrawal(waiting.id)).toMatchObject({ status: 'approved' });
    expect(await onChain(waiting.address)).toBe(0n);
  });

  it('re-reads a paid payout until it is final, then leaves it alone', async () => {
    const w = await approvedWithdrawal(parseEther('15'));
    const worker = makeWorker();
    expect(await worker.tick()).toMatchObject({ settled: 1 });
    const [paid] = await db.query<{ block_number: string | null; final_at: Date | null }>(
      'SELECT block_number::text AS block_number, final_at FROM payouts WHERE withdrawal_id = $1',
      [w.id],
    );
    const receipt = await chain.publicClient.getTransactionReceipt({
      hash: (await withdrawal(w.id))?.tx_hash as `0x${string}`,
    });
    expect(paid).toEqual({ block_number: String(receipt.blockNumber), final_at: null });
    await chain.testClient.mine({ blocks: 2 });
    expect(await worker.tick()).toMatchObject({ vanished: 0 });
    const [final] = await db.query<{ final_at: Date | null }>(
      'SELECT final_at FROM payouts WHERE withdrawal_id = $1',
      [w.id],
    );
    expect(final?.final_at).toBeInstanceOf(Date);
  });

  it('flags a paid payout whose transaction left the chain, pays nothing new, and clears it when it returns', async () => {
    const states: WorkerState[] = [];
    let batches = 0;
    const worker = makeWorker(undefined, { report: (s) => states.push(s), onBatch: () => batches++ });
    const before = await chain.testClient.snapshot();
    const w = await approvedWithdrawal(parseEther('20'));
    expect(await worker.tick()).toMatchObject({ settled: 1 });
    expect(batches).toBe(1);
    expect(states.at(-1)).toEqual({ state: 'running' });
    const [stored] = await db.query<{ signed_tx: `0x${string}` }>('SELECT signed_tx FROM payouts');

    // The blocks holding the payout are gone (a reset chain, a deep reorganisation).
    await chain.testClient.revert({ id: before });
    await chain.testClient.mine({ blocks: 1 });
    const next = await approvedWithdrawal(parseEther('12'));
    expect(await worker.tick()).toMatchObject({ vanished: 1, signed: 0 });
    expect(batches).toBe(2);
    expect(await payouts()).toMatchObject([{ withdrawal_id: w.id, status: 'vanished' }]);
    expect(await withdrawal(w.id)).toMatchObject({ status: 'success' });
    expect(await withdrawal(next.id)).toMatchObject({ status: 'approved' });
    expect(states.at(-1)).toMatchObject({
      state: 'halted',
      reason: expect.stringMatching(/no longer on the chain/),
    });
    expect(log.errors.join('\n')).toMatch(new RegExp(`PAYOUT VANISHED for withdrawal ${w.id}`));
    expect((await listWithdrawalsForReview(db, { statuses: ['success'] }, 10)).items).toMatchObject([
      { id: w.id, payout: 'vanished' },
    ]);
    const report = await buildTransparencyReport(db, async () => null);
    expect(report.healthy).toBe(false);
    expect(report.problems).toContainEqual(
      expect.stringMatching(new RegExp(`withdrawal ${w.id} reads paid`)),
    );
    // Still flagged on the next tick, still nothing new paid.
    expect(await worker.tick()).toMatchObject({ vanished: 1, signed: 0 });

    // The same signed bytes are mined again: the payout is back, and paying resumes.
    await chain.publicClient.sendRawTransaction({ serializedTransaction: stored?.signed_tx ?? '0x' });
    await chain.testClient.mine({ blocks: 1 });
    expect(await worker.tick()).toMatchObject({ vanished: 0, signed: 1, settled: 1 });
    expect(await payouts()).toMatchObject([{ status: 'confirmed' }, { status: 'confirmed' }]);
    expect(states.at(-1)).toEqual({ state: 'running' });
    expect(await onChain(w.address)).toBe(parseEther('19'));
    expect(await onChain(next.address)).toBe(parseEther('11'));
    await expectLedgerHolds();
  });
});
