import { type Hash, parseEther, parseGwei } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { findLedgerBreaches } from '../modules/ledger/ledger-invariant';
import { selectAssetTotals } from '../modules/ledger/ledger-repository';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import type { PayoutWorkerOptions } from './payout-worker';

// docs/rules.md "Payout gas": stuck payouts replaced with the same nonce at a higher price,
// dropped ones sent again, the nonce recovered from the chain after a restart.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('stuck and dropped payouts on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let log: ReturnType<typeof createRecordingLog>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
    log = createRecordingLog();
    // Transactions wait in the pool until the test mines a block.
    await chain.testClient.setAutomine(false);
  });
  afterEach(async () => {
    await chain.testClient.setAutomine(true);
    await drop();
  });

  /** A worker that never replaces unless told to (a long `replaceAfterMs`). */
  const makeWorker = (more: Partial<PayoutWorkerOptions> = {}) =>
    chainPayoutWorker(chain, {
      db,
      pollMs: 200,
      replaceAfterMs: 60_000,
      log,
      ...more,
    });
  /** A new address with an approved withdrawal of 20 USDT (19 sent, the fee is 1). */
  const approved = async (key: string) => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const w = await approvedUsdtWithdrawal(db, address, parseEther('30'), parseEther('20'), key);
    return { id: w.id, address };
  };
  const payouts = () =>
    db.query<{ nonce: string; tx_hash: Hash; status: string }>(
      'SELECT nonce::text AS nonce, tx_hash, status FROM payouts ORDER BY nonce',
    );
  const sends = async () =>
    (await db.query<{ tx_hash: Hash }>('SELECT tx_hash FROM payout_transactions ORDER BY created_at')).map(
      (r) => r.tx_hash,
    );
  const signedTx = async (hash: Hash) =>
    (
      await db.query<{ signed_tx: `0x${string}` }>(
        'SELECT signed_tx FROM payout_transactions WHERE tx_hash = $1',
        [hash],
      )
    )[0]?.signed_tx ?? '0x';
  const withdrawal = async (id: string) =>
    (
      await db.query<{ status: string; tx_hash: string | null }>(
        'SELECT status, tx_hash FROM withdrawals WHERE id = $1',
        [id],
      )
    )[0];
  const inPool = (hash: Hash) =>
    chain.publicClient.getTransaction({ hash }).then(
      (tx) => tx.blockNumber === null,
      () => false,
    );
  const treasuryNonce = () =>
    chain.publicClient.getTransactionCount({ address: chain.treasury.account.address });
  const mine = () => chain.testClient.mine({ blocks: 1 });
  const expectLedgerHolds = async () => expect(findLedgerBreaches(await selectAssetTotals(db))).toEqual([]);

  it('replaces a payout not mined in time with the same nonce at 10% more, and settles the replacement once', async () => {
    const w = await approved('stuck-1');
    const nonceBefore = await treasuryNonce();
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, pending: 1 });
    const [firstHash] = await sends();
    if (!firstHash) throw new Error('no payout sent');
    const first = await chain.publicClient.getTransaction({ hash: firstHash });
    expect(await inPool(firstHash)).toBe(true);

    // A worker (after a restart, say) finds it waited longer than replaceAfterMs.
    expect(await makeWorker({ replaceAfterMs: 0 }).tick()).toMatchObject({ signed: 0, pending: 1 });
    const [, secondHash] = await sends();
    if (!secondHash) throw new Error('not replaced');
    expect(await payouts()).toEqual([{ nonce: String(nonceBefore), tx_hash: secondHash, status: 'signed' }]);
    const second = await chain.publicClient.getTransaction({ hash: secondHash });
    expect(second.nonce).toBe(first.nonce);
    expect(second.maxFeePerGas).toBeGreaterThanOrEqual(((first.maxFeePerGas ?? 0n) * 110n) / 100n);
    expect(second.maxPriorityFeePerGas).toBeGreaterThanOrEqual(
      ((first.maxPriorityFeePerGas ?? 0n) * 110n) / 100n,
    );
    expect(second.input).toBe(first.input);
    // The node took the replacement in place of the first.
    expect(await inPool(secondHash)).toBe(true);
    expect(await inPool(firstHash)).toBe(false);

    await mine();
    expect(await makeWorker().tick()).toMatchObject({ settled: 1, pending: 0 });
    expect(await makeWorker().tick()).toMatchObject({ settled: 0, signed: 0 });
    expect(await payouts()).toMatchObject([{ tx_hash: secondHash, status: 'confirmed' }]);
    expect(await withdrawal(w.id)).toEqual({ status: 'success', tx_hash: secondHash });
    expect(await chain.usdtBalance(w.address)).toBe(parseEther('19'));
    expect(await treasuryNonce()).toBe(nonceBefore + 1);
    expect(log.lines.join('\n')).toMatch(/replaced 0x[0-9a-f]+ by 0x/);
    expect(log.errors).toEqual([]);
    await expectLedgerHolds();
  });

  it('settles the replaced transaction when that is the one mined', async () => {
    const w = await approved('stuck-2');
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, pending: 1 });
    expect(await makeWorker({ replaceAfterMs: 0 }).tick()).toMatchObject({ pending: 1 });
    const [firstHash, secondHash] = await sends();
    if (!firstHash || !secondHash) throw new Error('not replaced');
    // The replacement never reaches a block; the first one does (another node still had it).
    await chain.testClient.dropTransaction({ hash: secondHash });
    await chain.publicClient.sendRawTransaction({ serializedTransaction: await signedTx(firstHash) });
    await mine();

    expect(await makeWorker().tick()).toMatchObject({ settled: 1, signed: 0 });
    expect(await payouts()).toMatchObject([{ tx_hash: firstHash, status: 'confirmed' }]);
    expect(await withdrawal(w.id)).toEqual({ status: 'success', tx_hash: firstHash });
    expect(await chain.usdtBalance(w.address)).toBe(parseEther('19'));
    // The replacement shares the nonce: it can never be mined now.
    await expect(
      chain.publicClient.sendRawTransaction({ serializedTransaction: await signedTx(secondHash) }),
    ).rejects.toThrow();
    await mine();
    expect(await makeWorker().tick()).toMatchObject({ settled: 0, signed: 0, vanished: 0 });
    expect(await chain.usdtBalance(w.address)).toBe(parseEther('19'));
    await expectLedgerHolds();
  });

  it('sends a dropped payout again, the same bytes', async () => {
    const w = await approved('dropped-1');
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, pending: 1 });
    const [hash] = await sends();
    if (!hash) throw new Error('no payout sent');
    await chain.testClient.dropTransaction({ hash });
    expect(await inPool(hash)).toBe(false);

    expect(await makeWorker().tick()).toMatchObject({ signed: 0, pending: 1 });
    expect(await inPool(hash)).toBe(true);
    expect(await sends()).toEqual([hash]);
    await mine();
    expect(await makeWorker().tick()).toMatchObject({ settled: 1 });
    expect(await withdrawal(w.id)).toEqual({ status: 'success', tx_hash: hash });
    expect(await chain.usdtBalance(w.address)).toBe(parseEther('19'));
    expect(log.errors).toEqual([]);
  });

  it('signs within the floor and the ceiling, and waits at its price when the ceiling leaves no room', async () => {
    await approved('ceiling-1');
    const gasPrice = { floorWei: parseGwei('5'), ceilingWei: parseGwei('5.2') };
    expect(await makeWorker({ gasPrice, replaceAfterMs: 0 }).tick()).toMatchObject({ signed: 1, pending: 1 });
    const [hash] = await sends();
    if (!hash) throw new Error('no payout sent');
    const tx = await chain.publicClient.getTransaction({ hash });
    for (const fee of [tx.maxFeePerGas, tx.maxPriorityFeePerGas]) {
      expect(fee).toBeGreaterThanOrEqual(gasPrice.floorWei);
      expect(fee).toBeLessThanOrEqual(gasPrice.ceilingWei);
    }
    // Stuck, but 10% more is above the ceiling: no replacement.
    expect(await sends()).toEqual([hash]);
    expect(log.lines.join('\n')).toMatch(/ceiling leaves no room/);
    await mine();
    expect(await makeWorker({ gasPrice }).tick()).toMatchObject({ settled: 1 });
  });

  it("recovers the treasury's nonce from the chain after a restart: past pending payouts and the treasury's own transactions", async () => {
    const nonceBefore = await treasuryNonce();
    const first = await approved('restart-1');
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, pending: 1 });
    // The treasury sends something else meanwhile (an operator topping up gas): it takes the next nonce.
    await chain.treasury.sendTransaction({ to: first.address, value: 1n });
    expect(
      await chain.publicClient.getTransactionCount({
        address: chain.treasury.account.address,
        blockTag: 'pending',
      }),
    ).toBe(nonceBefore + 2);

    // A new process: nothing in memory, the nonce from the recorded payouts and the chain's pending count.
    const second = await approved('restart-2');
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, pending: 2 });
    expect((await payouts()).map((p) => Number(p.nonce))).toEqual([nonceBefore, nonceBefore + 2]);
    await mine();
    expect(await makeWorker().tick()).toMatchObject({ settled: 2, signed: 0 });
    expect(await treasuryNonce()).toBe(nonceBefore + 3);
    expect(await chain.usdtBalance(first.address)).toBe(parseEther('19'));
    expect(await chain.usdtBalance(second.address)).toBe(parseEther('19'));
    expect(log.errors).toEqual([]);
    await expectLedgerHolds();
  });
});
