import { type PublicClient, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { selectUserBalances } from '../modules/ledger/ledger-repository';
import { createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import { createDepositIndexer, type DepositIndexerOptions, type IndexerTick } from './deposit-indexer';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('deposit indexer on %s', (backend) => {
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

  /** An indexer that starts at the next block, so earlier tests' deposits stay out of this one. */
  const makeIndexer = async (overrides: Partial<DepositIndexerOptions> = {}) =>
    createDepositIndexer({
      db,
      publicClient: chain.publicClient,
      chainId: chain.chainId,
      rechargeAddress: chain.contracts.recharge,
      usdtAsset: 'USDT',
      confirmations: 1,
      maxBlockRange: 100,
      pollMs: 500,
      startBlock: (await chain.publicClient.getBlockNumber()) + 1n,
      log,
      ...overrides,
    });

  const addUser = async (address: string) => {
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO users (address) VALUES ($1) RETURNING id::text AS id',
      [address],
    );
    if (!row) throw new Error('no user row');
    return row.id;
  };
  const usdtAvailable = async (userId: string) =>
    BigInt(
      (await selectUserBalances(db, userId)).find((b) => b.asset === 'USDT' && b.bucket === 'available')
        ?.balance ?? 0,
    );
  const depositRows = () =>
    db.query<{ tx_hash: string; block_hash: string; status: string; user_id: string | null }>(
      'SELECT tx_hash, block_hash, status, user_id::text AS user_id FROM deposits ORDER BY id',
    );
  /** Ticks until the indexer has nothing more to read; returns every tick's result. */
  const tickUntilIdle = async (indexer: { tick: () => Promise<IndexerTick> }) => {
    const results: IndexerTick[] = [];
    for (let i = 0; i < 20; i++) {
      const result = await indexer.tick();
      results.push(result);
      if (result.state !== 'indexed' || result.caughtUp) return results;
    }
    throw new Error('the indexer did not catch up in 20 ticks');
  };
  const credited = (results: IndexerTick[]) =>
    results.reduce((n, r) => n + ('credited' in r ? r.credited : 0), 0);

  it('credits a confirmed recharge once, also when the same range is read again', async () => {
    const user = chain.users[0]!;
    const userId = await addUser(user.address);
    const indexer = await makeIndexer();
    const receipt = await chain.recharge(user, parseEther('25'));

    expect(credited(await tickUntilIdle(indexer))).toBe(1);
    expect(await usdtAvailable(userId)).toBe(parseEther('25'));
    expect(await depositRows()).toEqual([
      { tx_hash: receipt.transactionHash, block_hash: receipt.blockHash, status: 'success', user_id: userId },
    ]);

    expect(await indexer.tick()).toEqual({ state: 'idle', credited: 0 });
    await db.query('DELETE FROM chain_cursors');
    const reread = await tickUntilIdle(indexer);
    expect(reread[0]).toMatchObject({ state: 'indexed', credited: 0 });
    expect(credited(reread)).toBe(0);
    expect(await usdtAvailable(userId)).toBe(parseEther('25'));
    expect(await depositRows()).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  it('keeps a deposit from an unregistered wallet reviewing until the wallet signs in', async () => {
    const user = chain.users[1]!;
    const indexer = await makeIndexer();
    await chain.recharge(user, parseEther('7'));

    expect(credited(await tickUntilIdle(indexer))).toBe(0);
    expect(await depositRows()).toMatchObject([{ status: 'reviewing', user_id: null }]);

    const userId = await addUser(user.address);
    expect(await indexer.tick()).toEqual({ state: 'idle', credited: 1 });
    expect(await depositRows()).toMatchObject([{ status: 'success', user_id: userId }]);
    expect(await usdtAvailable(userId)).toBe(parseEther('7'));
    expect(log.errors).toEqual([]);
  });

  it('reads bounded ranges and saves the last block with its hash', async () => {
    const indexer = await makeIndexer({ maxBlockRange: 2 });
    const first = (await chain.publicClient.getBlockNumber()) + 1n;
    await chain.testClient.mine({ blocks: 5 });
    const results = await tickUntilIdle(indexer);
    expect(results.map((r) => (r.state === 'indexed' ? [r.fromBlock, r.toBlock] : r.state))).toEqual([
      [first, first + 1n],
      [first + 2n, first + 3n],
      [first + 4n, first + 4n],
    ]);
    const [cursor] = await db.query<{ block_number: string; block_hash: string }>(
      'SELECT block_number::text AS block_number, block_hash FROM chain_cursors',
    );
    const block = await chain.publicClient.getBlock({ blockNumber: first + 4n });
    expect(cursor).toEqual({ block_number: String(first + 4n), block_hash: block.hash });
  });

  it('never credits a recharge whose blocks were reorganised away before their confirmations', async () => {
    const user = chain.users[0]!;
    const userId = await addUser(user.address);
    const indexer = await makeIndexer({ confirmations: 3 });
    await chain.testClient.mine({ blocks: 3 });
    await tickUntilIdle(indexer);

    const snapshot = await chain.testClient.snapshot();
    const receipt = await chain.recharge(user, parseEther('30'));
    expect(credited(await tickUntilIdle(indexer))).toBe(0);
    await chain.testClient.revert({ id: snapshot });
    await chain.testClient.mine({ blocks: 5 });

    const after = await tickUntilIdle(indexer);
    expect(after.every((r) => r.state === 'indexed' || r.state === 'idle')).toBe(true);
    expect(credited(after)).toBe(0);
    expect(await depositRows()).toEqual([]);
    expect(
      await chain.publicClient.getTransactionReceipt({ hash: receipt.transactionHash }).catch(() => null),
    ).toBeNull();

    // The same indexer still credits a recharge once it has its three confirmations.
    await chain.recharge(user, parseEther('4'));
    expect(credited(await tickUntilIdle(indexer))).toBe(0);
    await chain.testClient.mine({ blocks: 2 });
    expect(credited(await tickUntilIdle(indexer))).toBe(1);
    expect(await usdtAvailable(userId)).toBe(parseEther('4'));
  });

  it('halts and credits nothing after a reorganisation below its cursor', async () => {
    const user = chain.users[0]!;
    const userId = await addUser(user.address);
    const indexer = await makeIndexer();
    const snapshot = await chain.testClient.snapshot();
    const receipt = await chain.recharge(user, parseEther('10'));
    expect(credited(await tickUntilIdle(indexer))).toBe(1);

    await chain.testClient.revert({ id: snapshot });
    await chain.testClient.mine({ blocks: 5 });
    await chain.recharge(user, parseEther('3'));
    const halted = await indexer.tick();
    expect(halted).toMatchObject({
      state: 'halted',
      reason: 'reorg',
      blockNumber: receipt.blockNumber,
      storedHash: receipt.blockHash,
    });
    expect(await indexer.tick()).toMatchObject({ state: 'halted' });
    expect(await (await makeIndexer()).tick()).toMatchObject({ state: 'halted' });
    expect(await usdtAvailable(userId)).toBe(parseEther('10'));
    expect(await depositRows()).toHaveLength(1);
    expect(log.errors).toHaveLength(2);
    expect(log.errors[0]).toMatch(/HALTED.*reorganisation deeper than 1 confirmations/);
  });

  it('does not credit a log whose block was replaced between reading and committing', async () => {
    const user = chain.users[0]!;
    const userId = await addUser(user.address);
    const snapshot = await chain.testClient.snapshot();
    const real = chain.publicClient;
    // The chain reorganises right after the logs were read, before the indexer commits.
    const racing: PublicClient = {
      ...real,
      getContractEvents: (async (args: Parameters<PublicClient['getContractEvents']>[0]) => {
        const logs = await real.getContractEvents(args);
        await chain.testClient.revert({ id: snapshot });
        await chain.testClient.mine({ blocks: 3 });
        return logs;
      }) as PublicClient['getContractEvents'],
    };
    const indexer = await makeIndexer({ publicClient: racing });
    await chain.recharge(user, parseEther('12'));

    expect(await indexer.tick()).toEqual({ state: 'skipped', reason: 'chain-moved' });
    expect(await depositRows()).toEqual([]);
    expect(await usdtAvailable(userId)).toBe(0n);
    expect(await db.query('SELECT 1 FROM chain_cursors')).toEqual([]);
  });

  it('credits a recharge within 3 s of its receipt while running', async () => {
    const user = chain.users[2]!;
    const userId = await addUser(user.address);
    const indexer = await makeIndexer({ pollMs: 500 });
    indexer.start();
    const latenciesMs: number[] = [];
    try {
      for (const [i, waitMs] of [0, 170, 340].entries()) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        const receipt = await chain.recharge(user, parseEther(String(i + 1)));
        const receivedAt = performance.now();
        while (performance.now() - receivedAt < 5_000) {
          const [row] = await db.query<{ status: string }>('SELECT status FROM deposits WHERE tx_hash = $1', [
            receipt.transactionHash,
          ]);
          if (row?.status === 'success') break;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        latenciesMs.push(Math.round(performance.now() - receivedAt));
      }
    } finally {
      await indexer.stop();
    }
    console.log(
      `[deposit latency ${backend}] receipt to credit, ms (pollMs 500, 1 confirmation): ${latenciesMs.join(', ')}`,
    );
    expect(Math.max(...latenciesMs)).toBeLessThan(3_000);
    expect(await usdtAvailable(userId)).toBe(parseEther('6'));
  });
});
