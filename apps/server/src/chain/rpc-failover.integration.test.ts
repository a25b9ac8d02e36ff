import Fastify from 'fastify';
import { type Address, createPublicClient, createWalletClient, type Hash, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { metricsSources } from '../modules/health/metrics-sources';
import { findLedgerBreaches } from '../modules/ledger/ledger-invariant';
import { selectAssetTotals, selectUserBalances } from '../modules/ledger/ledger-repository';
import { registerMetrics } from '../plugins/metrics';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { type RpcProxy, startRpcProxy } from '../testing/rpc-proxy';
import { createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import { createDepositIndexer } from './deposit-indexer';
import { treasuryHoldings } from './holdings';
import { createPayoutWorker } from './payout-worker';
import { createRpcTransport } from './rpc-transport';

// README "Chain RPCs": CHAIN_RPC_URLS ranked, the next one asked when one does not answer.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('RPC failover on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let proxies: RpcProxy[];
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
    // Two RPC URLs, both reaching the same anvil.
    proxies = [await startRpcProxy(chain.rpcUrl), await startRpcProxy(chain.rpcUrl)];
  });
  afterEach(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    await drop();
  });

  it('misses no deposit and pays nothing twice when the first RPC stops mid-workload, and /metrics shows which answers', async () => {
    const [first, second] = proxies as [RpcProxy, RpcProxy];
    const { transport, health } = createRpcTransport([first.url, second.url], { timeoutMs: 2_000 });
    const publicClient = createPublicClient({ chain: anvil, transport, pollingInterval: 50 });
    const walletClient = createWalletClient({ account: chain.treasury.account, chain: anvil, transport });
    const log = createRecordingLog();
    const rounds = 6;
    const stopAtRound = 3;
    let round = 0;
    const indexer = createDepositIndexer({
      db,
      publicClient,
      chainId: chain.chainId,
      rechargeAddress: chain.contracts.recharge,
      usdtAsset: 'USDT',
      confirmations: 1,
      maxBlockRange: 100,
      pollMs: 200,
      startBlock: (await chain.publicClient.getBlockNumber()) + 1n,
      log,
    });
    const worker = createPayoutWorker({
      db,
      publicClient,
      walletClient,
      chainId: chain.chainId,
      tokenAddresses: { USDT: chain.contracts.usdt },
      payoutsAddress: chain.contracts.payouts,
      confirmations: 1,
      finalConfirmations: 3,
      pollMs: 200,
      log,
      // The first RPC dies in the middle of a payout: broadcast through it, the receipt not yet read.
      faults: { afterBroadcast: () => (round === stopAtRound ? first.close() : undefined) },
    });
    const app = Fastify();
    registerMetrics(
      app,
      metricsSources(
        db,
        () => publicClient.getBlockNumber(),
        treasuryHoldings(publicClient, chain.contracts, chain.treasury.account.address),
        () => new Date(),
        health,
      ),
    );
    const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const rpc1 = `1:${new URL(first.url).host}`;
    const rpc2 = `2:${new URL(second.url).host}`;

    const depositor = chain.users[0];
    if (!depositor) throw new Error('no test user');
    const [depositorRow] = await db.query<{ id: string }>(
      'INSERT INTO users (address) VALUES ($1) RETURNING id::text AS id',
      [depositor.address],
    );
    const nonceBefore = await chain.publicClient.getTransactionCount({
      address: chain.treasury.account.address,
    });
    const deposits: Hash[] = [];
    const paid: { id: string; address: Address }[] = [];
    for (round = 0; round < rounds; round++) {
      if (round === stopAtRound) {
        // All served by the first RPC so far.
        expect(second.requests()).toBe(0);
        const before = await scrape();
        expect(before).toContain(`woohoo_chain_rpc_active{rpc="${rpc1}"} 1`);
        expect(before).toContain(`woohoo_chain_rpc_up{rpc="${rpc1}"} 1`);
      }
      deposits.push((await chain.recharge(depositor, parseEther(String(round + 1)))).transactionHash);
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const w = await approvedUsdtWithdrawal(
        db,
        address,
        parseEther('30'),
        parseEther('20'),
        `failover-${round}`,
      );
      paid.push({ id: w.id, address });
      await indexer.tick();
      await worker.tick();
    }
    // Whatever was still settling when the RPC went away.
    for (let i = 0; i < 3; i++) {
      await indexer.tick();
      await worker.tick();
    }

    const credited = await db.query<{ tx_hash: string; n: number }>(
      `SELECT tx_hash, count(*)::int AS n FROM deposits WHERE status = 'success' AND tx_hash = ANY($1::text[])
        GROUP BY tx_hash`,
      [deposits],
    );
    expect(credited.map((c) => c.n)).toEqual(deposits.map(() => 1));
    const depositorUsdt = (await selectUserBalances(db, depositorRow?.id ?? '')).find(
      (b) => b.asset === 'USDT' && b.bucket === 'available',
    );
    expect(depositorUsdt?.balance).toBe(String(parseEther(String((rounds * (rounds + 1)) / 2))));

    const payouts = await db.query<{ nonce: string; status: string }>(
      'SELECT nonce::text AS nonce, status FROM payouts ORDER BY nonce',
    );
    expect(payouts).toEqual(paid.map((_, i) => ({ nonce: String(nonceBefore + i), status: 'confirmed' })));
    expect(await chain.publicClient.getTransactionCount({ address: chain.treasury.account.address })).toBe(
      nonceBefore + rounds,
    );
    for (const p of paid) expect(await chain.usdtBalance(p.address)).toBe(parseEther('19'));
    expect(findLedgerBreaches(await selectAssetTotals(db))).toEqual([]);
    expect(log.errors).toEqual([]);

    // The second RPC took over; the first is reported down.
    expect(second.requests()).toBeGreaterThan(0);
    expect(health()).toMatchObject([
      { rpc: rpc1, up: false, active: false, failures: expect.any(Number) },
      { rpc: rpc2, up: true, active: true },
    ]);
    const after = await scrape();
    expect(after).toContain(`woohoo_chain_rpc_up{rpc="${rpc1}"} 0`);
    expect(after).toContain(`woohoo_chain_rpc_active{rpc="${rpc1}"} 0`);
    expect(after).toContain(`woohoo_chain_rpc_active{rpc="${rpc2}"} 1`);
    expect(after).toMatch(new RegExp(`woohoo_chain_rpc_unanswered_requests\\{rpc="${rpc1}"\\} [1-9]`));
    // The indexer is caught up through the second RPC.
    expect(after).toMatch(/\nwoohoo_indexer_lag_blocks 0\n/);
    await app.close();
  });
});
