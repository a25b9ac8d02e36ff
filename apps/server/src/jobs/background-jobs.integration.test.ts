import { type LocalAccount, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { treasuryHoldings } from '../chain/holdings';
import { createRpcTransport } from '../chain/rpc-transport';
import { loadConfig } from '../config/env';
import type { Db } from '../db/db';
import {
  createTransparencySnapshots,
  type TransparencySnapshots,
} from '../modules/transparency/transparency-snapshots';
import { findUserById } from '../modules/user/user-service';
import { withdrawUsdt } from '../testing/money-helpers';
import { createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import { startBackgroundJobs } from './background-jobs';
import { createWorkerStatus } from './worker-status';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

/** Polls `read` until `done` says yes, for at most `ms`. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testBackends())('background jobs on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let stop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
  });
  afterEach(async () => {
    await stop?.();
    stop = undefined;
    await drop();
  });

  const start = (transparency: TransparencySnapshots, workerStatus = createWorkerStatus()) => {
    const base = loadConfig({});
    stop = startBackgroundJobs({
      config: {
        ...base,
        money: { ...base.money, chainPollMs: 100, depositConfirmations: 1, payoutFinalConfirmations: 2 },
      },
      db,
      chain: {
        rpcUrl: chain.rpcUrl,
        ...rpcTransportOf(chain.rpcUrl),
        contracts: chain.contracts,
        publicClient: chain.publicClient,
        stop: chain.stop,
      },
      treasury: chain.treasury.account as LocalAccount,
      log: createRecordingLog(),
      workerStatus,
      transparency,
      // Never by the clock in this test: every snapshot after the first is a worker batch's.
      snapshotEveryMs: 600_000,
    });
  };

  it('writes a new transparency snapshot after a deposit batch and after a payout batch', async () => {
    const workerStatus = createWorkerStatus();
    const transparency = createTransparencySnapshots({
      db,
      onChainHoldings: treasuryHoldings(chain.publicClient, chain.contracts, chain.treasury.account.address),
      extraProblems: workerStatus.problems,
    });
    const user = chain.users[0];
    if (!user) throw new Error('no test user');
    await db.query('INSERT INTO users (address) VALUES ($1)', [user.address]);
    // The indexer starts at block 0 and credits earlier recharges too: let it catch up first.
    const head = await chain.publicClient.getBlockNumber();
    start(transparency, workerStatus);
    await eventually(
      () => db.query<{ block: string }>('SELECT block_number::text AS block FROM chain_cursors'),
      (rows) => rows.length > 0 && BigInt(rows[0]?.block ?? 0) >= head,
    );
    await transparency.refresh();
    const usdt = async () => (await transparency.latest()).assets.find((a) => a.asset === 'USDT');
    const before = BigInt((await usdt())?.onChainInflow ?? '0');

    await chain.recharge(user, parseEther('25'));
    const afterDeposit = await eventually(
      usdt,
      (a) => BigInt(a?.onChainInflow ?? '0') === before + parseEther('25'),
    );
    expect(BigInt(afterDeposit?.onChainInflow ?? '0')).toBe(before + parseEther('25'));
    expect(afterDeposit?.invariantHolds).toBe(true);

    const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE address = $1', [
      user.address,
    ]);
    const record = row && (await findUserById(db, row.id));
    if (!record) throw new Error('no user record');
    await withdrawUsdt(db, record, parseEther('20'), 'bg-jobs-w1');
    const afterPayout = await eventually(usdt, (a) => a?.onChainOutflow === parseEther('19').toString());
    expect(afterPayout?.onChainOutflow).toBe(parseEther('19').toString());
    expect((await transparency.latest()).healthy).toBe(true);
  });
});

/** The server's transport over one RPC, as prepareChain builds it. */
function rpcTransportOf(rpcUrl: string) {
  const { transport, health } = createRpcTransport([rpcUrl]);
  return { transport, rpcHealth: health };
}
