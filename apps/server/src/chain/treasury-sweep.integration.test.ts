import { ASSETS } from '@woohoo/shared/assets';
import { type Address, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { buildTransparencyReport } from '../modules/transparency/transparency-service';
import { treasuryStatus } from '../modules/withdraw/treasury-service';
import { approveWithdrawal } from '../modules/withdraw/withdraw-service';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import { treasuryWalletHoldings, walletsTotal } from './holdings';
import type { PayoutFaults } from './payout-worker';

// docs/rules.md "Hot float and sweeps": the default rules keep a 50,000 USDT float and sweep once
// the excess passes the 10,000 USDT margin.
const FLOAT = parseEther('50000');
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

describe.each(testBackends())('sweeps to cold on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let log: ReturnType<typeof createRecordingLog>;
  let cold: Address;
  const hot = () => chain.treasury.account.address;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
    log = createRecordingLog();
    cold = privateKeyToAccount(generatePrivateKey()).address;
    await chain.setUsdtBalance(hot(), parseEther('55000'));
  });
  afterEach(async () => {
    await drop();
  });

  const makeWorker = (faults?: PayoutFaults) =>
    chainPayoutWorker(chain, {
      db,
      log,
      faults,
      sweep: { cold, token: chain.contracts.usdt, asset: 'USDT' },
    });
  /**
   * A withdrawal above the auto-approval threshold, approved: by two distinct operators, since
   * these amounts are above the four-eyes threshold (docs/rules.md "Treasury limits").
   */
  const approved = async (address: Address, amountWei: bigint, key: string) => {
    const w = await approvedUsdtWithdrawal(db, address, amountWei, amountWei, key);
    await approveWithdrawal(db, w.id, 'operator-a');
    await approveWithdrawal(db, w.id, 'operator-b');
  };
  const sweeps = () =>
    db.query<{
      amount: string;
      status: string;
      to_address: string;
      block_number: string | null;
      tx_hash: string;
    }>(
      'SELECT amount::text AS amount, status, to_address, block_number::text AS block_number, tx_hash FROM treasury_sweeps ORDER BY nonce',
    );

  it('sweeps a deposit above the float to cold once, across ticks and kills at each line', async () => {
    // 55,000: 5,000 above the float, within the margin: nothing moves.
    await makeWorker().tick();
    expect(await sweeps()).toEqual([]);

    await chain.recharge(chain.users[0] as NonNullable<(typeof chain.users)[0]>, parseEther('20000'));
    expect(await chain.usdtBalance(hot())).toBe(parseEther('75000'));

    // Killed after the sweep is stored, before its broadcast: the chain has nothing yet.
    await expect(makeWorker({ afterSweepSign: crash('after sweep sign') }).tick()).rejects.toThrow(
      'simulated crash after sweep sign',
    );
    expect(await sweeps()).toMatchObject([{ amount: parseEther('25000').toString(), status: 'signed' }]);
    expect(await chain.usdtBalance(cold)).toBe(0n);

    // Killed again after the restart rebroadcast the same bytes, before it looked at the receipt.
    await expect(makeWorker({ afterSweepBroadcast: crash('after sweep broadcast') }).tick()).rejects.toThrow(
      'simulated crash after sweep broadcast',
    );
    const restarted = makeWorker();
    await restarted.tick();
    await restarted.tick();
    await makeWorker().tick();

    const [sweep] = await sweeps();
    expect(await sweeps()).toHaveLength(1);
    expect(sweep).toMatchObject({ status: 'success', to_address: cold });
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: sweep?.tx_hash as `0x${string}` });
    expect(sweep?.block_number).toBe(receipt.blockNumber.toString());
    expect(await chain.usdtBalance(cold)).toBe(parseEther('25000'));
    expect(await chain.usdtBalance(hot())).toBe(FLOAT);
    expect(log.errors).toEqual([]);

    // The operator's treasury view audits it: amount, cold address, transaction and block.
    const status = await treasuryStatus(db, async () => null, new Date(), cold);
    expect(status.cold).toMatchObject({ address: cold, float: FLOAT.toString() });
    expect(status.cold.sweeps).toEqual([
      expect.objectContaining({
        amount: parseEther('25000').toString(),
        to: cold,
        txHash: sweep?.tx_hash,
        status: 'success',
        block: receipt.blockNumber.toString(),
      }),
    ]);
  });

  it('reports hot and cold per address, read at one block, and covers with both', async () => {
    await chain.setUsdtBalance(cold, parseEther('30000'));
    const read = treasuryWalletHoldings(chain.publicClient, chain.contracts, { hot: hot(), cold });
    const snapshot = await read(ASSETS);
    const report = await buildTransparencyReport(db, async () => null, [], new Date(), snapshot);
    const usdt = report.assets.find((a) => a.asset === 'USDT');
    expect(usdt).toMatchObject({
      onChainHoldings: parseEther('85000').toString(),
      holdingsBlock: snapshot.blockNumber.toString(),
      wallets: [
        { wallet: 'hot', address: hot(), balance: parseEther('55000').toString() },
        { wallet: 'cold', address: cold, balance: parseEther('30000').toString() },
      ],
    });
    expect(report.assets.find((a) => a.asset === 'USDB')?.wallets).toBeUndefined();
    // A later block moves money between them; the snapshot keeps the one block it read.
    await chain.recharge(chain.users[1] as NonNullable<(typeof chain.users)[1]>, parseEther('1'));
    const later = await read(ASSETS);
    expect(later.blockNumber).toBeGreaterThan(snapshot.blockNumber);
    expect(walletsTotal(later.wallets('USDT'))).toBe(parseEther('85001'));
  });

  it('keeps what approved payouts will take, and sweeps nothing while one waits for funds', async () => {
    const payee = privateKeyToAccount(generatePrivateKey()).address;
    // 80,000 held, a payout of 12,000 owed and paid this tick: 80,000 - 12,000 - 50,000 = 18,000.
    await chain.setUsdtBalance(hot(), parseEther('80000'));
    await approved(payee, parseEther('12001'), 'sweep-owed');
    const worker = makeWorker();
    await worker.tick();
    expect(await chain.usdtBalance(payee)).toBe(parseEther('12000'));
    // Signed after the payout in the same tick; the next tick sees it final and records its block.
    expect(await sweeps()).toMatchObject([{ amount: parseEther('18000').toString(), status: 'signed' }]);
    await worker.tick();
    expect(await sweeps()).toMatchObject([{ amount: parseEther('18000').toString(), status: 'success' }]);
    expect(await chain.usdtBalance(hot())).toBe(FLOAT);

    // A payout larger than the hot wallet waits for funds: nothing is swept, however much comes in.
    const big = privateKeyToAccount(generatePrivateKey()).address;
    await approved(big, parseEther('200001'), 'sweep-waits');
    await chain.setUsdtBalance(hot(), parseEther('150000'));
    await worker.tick();
    expect(await chain.usdtBalance(big)).toBe(0n);
    expect(await sweeps()).toHaveLength(1);
  });
});
