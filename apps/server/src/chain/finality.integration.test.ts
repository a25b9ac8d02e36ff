import { type PublicClient, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { chainPayoutWorker, createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import { createDepositIndexer } from './deposit-indexer';

// docs/rules.md "Deposits and payouts at finality": credited once the block is finalized,
// however many confirmations are configured; the confirmations only where there is no tag.
let chain: TestChain;
beforeAll(async () => {
  // The finalized block is the head minus two, as with BSC fast finality.
  chain = await startTestChain({ slotsInAnEpoch: 1 });
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('crediting at finality on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
  });
  afterEach(async () => {
    await drop();
  });

  const makeIndexer = async (publicClient: PublicClient, confirmations: number) =>
    createDepositIndexer({
      db,
      publicClient,
      chainId: chain.chainId,
      rechargeAddress: chain.contracts.recharge,
      usdtAsset: 'USDT',
      confirmations,
      useFinalizedTag: true,
      maxBlockRange: 100,
      pollMs: 500,
      startBlock: (await chain.publicClient.getBlockNumber()) + 1n,
      log: createRecordingLog(),
    });
  const creditedDeposits = async () =>
    (await db.query<{ n: string }>("SELECT count(*)::text AS n FROM deposits WHERE status = 'success'"))[0]
      ?.n;
  const addUser = (address: string) => db.query('INSERT INTO users (address) VALUES ($1)', [address]);

  it('credits a deposit once its block is finalized, with 12 confirmations configured', async () => {
    const user = chain.users[0]!;
    await addUser(user.address);
    const indexer = await makeIndexer(chain.publicClient, 12);
    const receipt = await chain.recharge(user, parseEther('5'));

    await indexer.tick();
    expect(await creditedDeposits()).toBe('0');

    await chain.testClient.mine({ blocks: 2 });
    const finalized = await chain.publicClient.getBlock({ blockTag: 'finalized' });
    expect(finalized.number).toBe(receipt.blockNumber);
    await indexer.tick();
    // Three blocks counting its own, far fewer than 12 confirmations: finality decided.
    expect(await creditedDeposits()).toBe('1');
  });

  it('counts the confirmations where the RPC answers the finalized tag with an error', async () => {
    const user = chain.users[1]!;
    await addUser(user.address);
    const noTag = {
      ...chain.publicClient,
      getBlock: (args?: Parameters<PublicClient['getBlock']>[0]) =>
        args?.blockTag === 'finalized'
          ? Promise.reject(new Error("unknown block tag 'finalized'"))
          : chain.publicClient.getBlock(args),
    } as PublicClient;
    const indexer = await makeIndexer(noTag, 4);
    const receipt = await chain.recharge(user, parseEther('5'));

    await chain.testClient.mine({ blocks: 2 });
    // Finalized on the chain, but the client cannot tell: 3 of 4 confirmations are not enough.
    expect((await chain.publicClient.getBlock({ blockTag: 'finalized' })).number).toBe(receipt.blockNumber);
    await indexer.tick();
    expect(await creditedDeposits()).toBe('0');

    await chain.testClient.mine({ blocks: 1 });
    await indexer.tick();
    expect(await creditedDeposits()).toBe('1');
  });

  it('settles a payout and stops watching it once its block is finalized, with 12 and 50 confirmations', async () => {
    const user = chain.users[2]!;
    await approvedUsdtWithdrawal(db, user.address, parseEther('30'), parseEther('20'), 'finality-w1');
    const worker = chainPayoutWorker(chain, {
      db,
      confirmations: 12,
      finalConfirmations: 50,
      useFinalizedTag: true,
      log: createRecordingLog(),
    });
    const payout = async () =>
      (
        await db.query<{ status: string; final: boolean }>(
          'SELECT status, final_at IS NOT NULL AS final FROM payouts',
        )
      )[0];

    expect(await worker.tick()).toMatchObject({ signed: 1, pending: 1 });
    await chain.testClient.mine({ blocks: 2 });
    expect(await worker.tick()).toMatchObject({ settled: 1 });
    expect(await payout()).toEqual({ status: 'confirmed', final: false });
    await worker.tick();
    expect(await payout()).toEqual({ status: 'confirmed', final: true });
  });
});
