import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';

/**
 * docs/rules.md "Treasury limits", "Payouts behind one that waits", with the probe's numbers: 20
 * approved payouts of 999 USDT wait for funds while the treasury holds 531 USDT; 25 newer 10 USDT
 * withdrawals are all paid within a few ticks instead of staying approved behind them.
 */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('payouts behind a full batch waiting for funds on %s', (backend) => {
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
    return w.id;
  };
  const statuses = async (ids: readonly string[]) =>
    db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM withdrawals WHERE id = ANY($1::bigint[]) GROUP BY status`,
      [ids],
    );

  it('pays 25 newer 10 USDT withdrawals within three ticks while 20 of 999 USDT wait', async () => {
    const log = createRecordingLog();
    const worker = chainPayoutWorker(chain, {
      db,
      pollMs: 100,
      batchSize: 20,
      log,
    });
    await chain.setUsdtBalance(chain.treasury.account.address, parseEther('531'));
    const large: string[] = [];
    for (let i = 0; i < 20; i++) large.push(await approved(parseEther('999')));
    // The first tick finds every large one beyond the treasury: they wait, approved.
    expect(await worker.tick()).toMatchObject({ signed: 0, failed: 0 });
    const small: string[] = [];
    for (let i = 0; i < 25; i++) small.push(await approved(parseEther('10')));

    const ticks: number[] = [];
    for (let i = 0; i < 3; i++) ticks.push((await worker.tick()).settled);
    expect(ticks.reduce((a, b) => a + b, 0)).toBe(25);
    expect(await statuses(small)).toEqual([{ status: 'success', n: 25 }]);
    expect(await statuses(large)).toEqual([{ status: 'approved', n: 20 }]);
    // 531 less the 25 payouts of 9 USDT each (10 less the 1 USDT fee).
    expect(await chain.usdtBalance(chain.treasury.account.address)).toBe(parseEther('306'));
    const [waiting] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE id = ANY($1::bigint[]) AND payout_wait IS NOT NULL',
      [large],
    );
    expect(waiting?.n).toBe(20);
    expect(log.errors).toEqual([]);
  }, 60_000);
});
