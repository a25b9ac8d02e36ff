import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { findLedgerBreaches } from '../modules/ledger/ledger-invariant';
import { selectAssetTotals } from '../modules/ledger/ledger-repository';
import { listWithdrawalsForReview } from '../modules/operator/operator-service';
import { treasuryStatus } from '../modules/withdraw/treasury-service';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';

/**
 * docs/rules.md "Treasury limits" on a real chain: a payout larger than what the treasury holds is
 * not sent to revert; it waits, approved, with its reason for the operator, lets smaller payouts
 * it can cover go first, and is paid on the first tick after the treasury is funded.
 */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('a payout larger than the treasury on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let treasuryUsdt: bigint;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
    treasuryUsdt = await chain.usdtBalance(chain.treasury.account.address);
  });
  afterEach(async () => {
    await chain.setUsdtBalance(chain.treasury.account.address, treasuryUsdt);
    await drop();
  });

  const approved = async (amountWei: bigint) => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const w = await approvedUsdtWithdrawal(db, address, amountWei, amountWei, `w-${address}`);
    expect(w.status).toBe('approved');
    return { id: w.id, address };
  };
  const row = async (id: string) => {
    const [found] = await db.query<{ status: string; payout_wait: string | null; payouts: number }>(
      `SELECT status, payout_wait, (SELECT count(*)::int FROM payouts WHERE withdrawal_id = w.id) AS payouts
         FROM withdrawals w WHERE id = $1`,
      [id],
    );
    return found;
  };

  it('waits for funds instead of failing, pays what it can cover, and pays the rest once funded', async () => {
    const log = createRecordingLog();
    const worker = chainPayoutWorker(chain, {
      db,
      log,
    });
    await chain.setUsdtBalance(chain.treasury.account.address, parseEther('30'));
    // 50 USDT less the 1 USDT fee sends 49: more than the treasury's 30.
    const large = await approved(parseEther('50'));
    const nonceBefore = await chain.publicClient.getTransactionCount({
      address: chain.treasury.account.address,
    });

    expect(await worker.tick()).toMatchObject({ signed: 0, failed: 0, settled: 0 });
    expect(await row(large.id)).toEqual({
      status: 'approved',
      payout_wait: 'waiting for funds: the treasury holds 30 USDT, less than the 49 this payout sends',
      payouts: 0,
    });
    expect(await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address })).toBe(
      nonceBefore,
    );
    expect(log.lines.join('\n')).toMatch(
      new RegExp(`warn payout worker: withdrawal ${large.id} waits for funds`),
    );
    const listed = await listWithdrawalsForReview(db, { statuses: ['approved'] }, 20);
    expect(listed.items[0]).toMatchObject({
      id: large.id,
      payoutWait: expect.stringMatching(/^waiting for funds/),
    });
    expect(listed.items[0]?.payoutWaitSince).toEqual(expect.any(String));
    const status = await treasuryStatus(db, async () => null, new Date());
    expect(status.waiting).toMatchObject({ count: 1, amount: parseEther('49').toString() });

    // A smaller payout the treasury covers goes on; the large one keeps waiting, said once.
    const small = await approved(parseEther('20'));
    expect(await worker.tick()).toMatchObject({ signed: 1, settled: 1, failed: 0 });
    expect(await row(small.id)).toMatchObject({ status: 'success', payout_wait: null });
    expect(await row(large.id)).toMatchObject({ status: 'approved', payouts: 0 });
    expect(log.lines.filter((l) => l.includes(`withdrawal ${large.id} waits`))).toHaveLength(1);
    // The next tick reads the balance again and the reason follows it.
    expect(await worker.tick()).toMatchObject({ signed: 0, failed: 0 });
    expect(await row(large.id)).toMatchObject({
      payout_wait: 'waiting for funds: the treasury holds 11 USDT, less than the 49 this payout sends',
    });

    // Funded: the next tick pays it, and the wait is cleared.
    await chain.setUsdtBalance(chain.treasury.account.address, parseEther('1000'));
    expect(await worker.tick()).toMatchObject({ signed: 1, settled: 1, failed: 0 });
    expect(await row(large.id)).toEqual({ status: 'success', payout_wait: null, payouts: 1 });
    expect(await chain.usdtBalance(large.address)).toBe(parseEther('49'));
    expect(log.lines.join('\n')).toMatch(
      new RegExp(`info payout worker: the treasury is funded again; withdrawal ${large.id}`),
    );
    expect((await treasuryStatus(db, async () => null, new Date())).waiting.count).toBe(0);
    expect(findLedgerBreaches(await selectAssetTotals(db))).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
