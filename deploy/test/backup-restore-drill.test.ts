// The backup and restore drill (scripts/backup-restore-drill.ts, docs/launch.md "Backups and the
// restore drill") on the deploy tests' chain stack: anvil as chain 56 with the production deploy's
// contracts, a fresh database on this machine's PostgreSQL. The service runs as the image runs it
// (the built server); a user deposits and withdraws above the auto-approval threshold, an
// operator approves, and the database is dumped before the approval and again between the
// approval and the payout (the worker stopped). The payout is made and final; then the drill
// restores each earlier dump into a fresh database and serves it with the worker. The chain's
// record of the payout (Payouts.paidBlock, docs/rules.md "Payouts exactly once") makes the
// restored worker settle the withdrawal without a second transfer.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { payoutsAbi, rechargeAbi } from '@woohoo/contracts/abis';
import * as routes from '@woohoo/shared/endpoints/routes';
import pg from 'pg';
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRef } from '../../apps/server/src/modules/ledger/ledger-service';
import { payoutIdOf } from '../../apps/server/src/modules/withdraw/payouts/payout-id';
import { call, signIn } from '../../rehearsal/api';
import { BSC_CHAIN_ID, viemChain } from '../../rehearsal/chain';
import { type Child, startChild, waitForLine } from '../../rehearsal/children';
import { creditedTime, ofTransaction } from '../../rehearsal/deposit-watch';
import { until } from '../../rehearsal/progress';
import { LOCAL_MODE_SETTINGS } from '../../rehearsal/stack';
import { dumpDatabase, pgTool, pgToolsAvailable } from '../../scripts/drill/pg-tools';
import { buildServer, type Service, startService } from '../../scripts/drill/service';
import { type ChainStack, startChainStack } from './chain-stack';
import { REPO_ROOT } from './podman';

const usdt = (amount: string) => parseUnits(amount, 18);
const DEPOSIT = usdt('1500');
/** At or above the default auto-approval threshold of 1,000 USDT, so an operator reviews it. */
const WITHDRAW = usdt('1200');
const SETTLE_TIMEOUT_MS = 180_000;

let stack: ChainStack;
let env: NodeJS.ProcessEnv;
const services: Service[] = [];
const drills: Child[] = [];
let user: PrivateKeyAccount;
let userToken: string;
let withdrawalId: string;
let received: bigint;
let payoutId: Hex;
let paidTx: string;
let balanceAfterPayout: bigint;
/** Dumped while the withdrawal waited for review, and after its approval before it was paid. */
let dumpBeforeApproval: string;
let dumpAfterApproval: string;

const serverUrl = () => {
  if (!stack.database) throw new Error('the stack has no database');
  return stack.database.url;
};
const urlOf = (database: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
};
async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
const usdtBalance = (address: Address) =>
  stack.chain.publicClient.readContract({
    address: stack.chain.contracts.usdt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
const paidEvents = () =>
  stack.chain.publicClient.getContractEvents({
    address: stack.chain.contracts.payouts as Address,
    abi: payoutsAbi,
    eventName: 'Paid',
    args: { id: payoutId },
    fromBlock: 0n,
  });
const operatorToken = (api: string) =>
  signIn(api, stack.chain.keys.operator.account, routes.operator.session.login);
const approve = async (api: string) =>
  call(api, routes.operator.withdrawals.approve, {
    token: await operatorToken(api),
    params: { id: withdrawalId },
    body: {},
  });

/** The `id` column of every row of `table` the dump file holds (its COPY data read back). */
function dumpedIds(file: string, table: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool('pg_restore'), ['--data-only', '--table', table, '--file', '-', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const ids: string[] = [];
    let column: number | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const start = /^COPY \S+ \((.*)\) FROM stdin;$/.exec(line);
      if (start?.[1]) column = start[1].split(', ').indexOf('id');
      else if (line === '\\.') column = undefined;
      else if (column !== undefined) ids.push(line.split('\t')[column] ?? '');
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(ids) : reject(new Error(`pg_restore exited ${code}`)),
    );
  });
}

/** The drill restoring `dump` with the worker, serving until stopped: its summary fields and service. */
async function runDrill(name: string, dump: string) {
  const drill = startChild(
    name,
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/backup-restore-drill.ts',
      '--from',
      dump,
      '--role',
      'all',
      '--stay',
      '--skip-build',
    ],
    { cwd: REPO_ROOT, env: { ...env, DATABASE_URL: serverUrl() }, logDir: stack.logDir },
  );
  drills.push(drill);
  const summary = waitForLine(drill, /^drill dump_ms=.*$/, 300_000);
  const serving = waitForLine(drill, /^drill serving (\S+) /, 300_000);
  const line = (
    await summary.catch((error: Error) => {
      throw new Error(`${error.message}\n${drill.tail()}`);
    })
  )[0];
  console.log(`${name}: ${line}`);
  const fields = Object.fromEntries(
    line
      .split(' ')
      .slice(1)
      .map((f) => f.split('=') as [string, string]),
  );
  const api = (await serving)[1] as string;
  return { drill, fields, api, url: urlOf(fields.database as string) };
}

/** The restored database's record of the withdrawal, its payout and its settlement. */
async function settledOnce(url: string) {
  const [withdrawal] = await query<{ status: string; tx_hash: string | null }>(
    url,
    'SELECT status, tx_hash FROM withdrawals WHERE id = $1',
    [withdrawalId],
  );
  const payouts = await query<{ tx_hash: string; recognised: boolean }>(
    url,
    'SELECT tx_hash, recognised_from_chain_at IS NOT NULL AS recognised FROM payouts WHERE withdrawal_id = $1',
    [withdrawalId],
  );
  // Transactions the restored worker signed for it: none (a recognised payout's bytes are '0x').
  const signed = await query<{ n: string }>(
    url,
    `SELECT count(*)::text AS n FROM payout_transactions WHERE withdrawal_id = $1 AND signed_tx <> '0x'`,
    [withdrawalId],
  );
  const settlements = await query<{ n: string }>(
    url,
    `SELECT count(*)::text AS n FROM ledger_transfers WHERE kind = 'withdraw_payout' AND ref = $1`,
    [ledgerRef('withdraw_payout', withdrawalId)],
  );
  return { withdrawal, payouts, signed: Number(signed[0]?.n), settlements: Number(settlements[0]?.n) };
}

/** Every row id of the money tables the dump holds is in the restored database still. */
async function expectNoRowLost(dump: string, url: string) {
  for (const table of [
    'users',
    'withdrawals',
    'deposits',
    'ledger_transfers',
    'ledger_entries',
    'ledger_accounts',
  ]) {
    const ids = await dumpedIds(dump, table);
    expect(ids.length, `${table} in the dump`).toBeGreaterThan(0);
    const [found] = await query<{ n: string }>(
      url,
      `SELECT count(*)::text AS n FROM ${table} WHERE id::text = ANY($1)`,
      [ids],
    );
    expect(Number(found?.n), `${table} rows of the dump in the restored database`).toBe(ids.length);
  }
}

/** The ledger invariant on the restored database, by the server's own check. */
async function expectLedgerHolds(url: string) {
  const { openPostgresDb } = await import('../../apps/server/src/db/postgres-db');
  const { checkLedgerInvariant } = await import('../../apps/server/src/modules/ledger/ledger-invariant');
  const db = await openPostgresDb(url, { poolSize: 1 });
  try {
    expect(await checkLedgerInvariant(db)).toEqual([]);
  } finally {
    await db.close();
  }
}

/**
 * The restored worker settles the withdrawal with the chain's one payout, signing nothing: the user's
 * tokens rose once, one `Paid` of its id, one settlement in the ledger, which holds, and no row of
 * the dump is missing.
 */
async function expectPaidOnceAfterRestore(dump: string, url: string) {
  const settled = await until(
    `the restored worker settles withdrawal ${withdrawalId}`,
    async () => {
      const state = await settledOnce(url);
      return state.withdrawal?.status === 'success' ? state : undefined;
    },
    { timeoutMs: SETTLE_TIMEOUT_MS, everyMs: 250 },
  );
  expect(settled).toEqual({
    withdrawal: { status: 'success', tx_hash: paidTx },
    payouts: [{ tx_hash: paidTx, recognised: true }],
    signed: 0,
    settlements: 1,
  });
  expect(await usdtBalance(user.address)).toBe(balanceAfterPayout);
  expect(await paidEvents()).toHaveLength(1);
  await expectNoRowLost(dump, url);
  await expectLedgerHolds(url);
}

/** Stops the drill as an operator does (SIGTERM); it stops its service and drops its database. */
async function stopDrill(drill: Child, database: string) {
  await drill.stop();
  expect(await drill.exited).toBe(0);
  const left = await query(serverUrl(), 'SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  expect(left).toEqual([]);
}

describe.runIf(pgToolsAvailable())('the backup and restore drill', () => {
  beforeAll(async () => {
    stack = await startChainStack();
    const chain = stack.chain;
    env = {
      ...process.env,
      ...stack.env,
      NODE_ENV: 'production',
      DATA_DIR: stack.dataDir,
      TREASURY_KEY_FILE: chain.keys.treasury.file,
      RSA_PRIVATE_KEY_FILE: join(stack.secretsDir, 'rsa-private.pem'),
      ...(chain.contracts.liabilitiesRoots
        ? { LIABILITIES_PUBLISHER_KEY_FILE: chain.keys.publisher.file }
        : {}),
    };
    for (const name of LOCAL_MODE_SETTINGS) delete env[name];
    buildServer();
    const source = serverUrl();
    const start = async (role: string) => {
      const service = await startService({ databaseUrl: source, role, env });
      services.push(service);
      return service;
    };

    // A user deposits with the whole service up.
    let all = await start('all');
    user = privateKeyToAccount(generatePrivateKey());
    await chain.fundGas(user.address, '1');
    await chain.mint(chain.contracts.usdt, user.address, DEPOSIT);
    userToken = await signIn(all.url, user);
    const wallet = createWalletClient({
      account: user,
      chain: viemChain(chain.rpcUrl),
      transport: http(chain.rpcUrl),
    });
    await chain.publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: chain.contracts.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.contracts.recharge, DEPOSIT],
      }),
    });
    const recharge = await wallet.writeContract({
      address: chain.contracts.recharge,
      abi: rechargeAbi,
      functionName: 'doRecharge',
      args: [DEPOSIT],
    });
    await creditedTime(all.url, userToken, ofTransaction(recharge));
    await all.stop();

    // The worker is down (a deploy, say): the withdrawal is requested and approved, nothing pays it.
    const api = await start('api');
    const withdrawal = await call<{ id: string; status: string; received: string }>(
      api.url,
      routes.withdraw.create,
      {
        token: userToken,
        body: { asset: 'USDT', amount: WITHDRAW.toString() },
      },
    );
    expect(withdrawal.status).toBe('reviewing');
    withdrawalId = withdrawal.id;
    received = BigInt(withdrawal.received);
    dumpBeforeApproval = join(stack.runDir, 'before-approval.dump');
    await dumpDatabase(source, dumpBeforeApproval);
    await approve(api.url);
    dumpAfterApproval = join(stack.runDir, 'after-approval.dump');
    await dumpDatabase(source, dumpAfterApproval);
    const [row] = await query<{ payout_ref: string; status: string }>(
      source,
      'SELECT payout_ref, status FROM withdrawals WHERE id = $1',
      [withdrawalId],
    );
    expect(row?.status).toBe('approved');
    payoutId = payoutIdOf(BSC_CHAIN_ID, row?.payout_ref ?? '');
    await api.stop();

    // The worker comes back and pays it; it is final. Then the disk is lost.
    const before = await usdtBalance(user.address);
    all = await start('all');
    paidTx = await until(
      `withdrawal ${withdrawalId} paid and final`,
      async () => {
        const record = await call<{ status: string; txHash: string | null }>(all.url, routes.withdraw.get, {
          token: userToken,
          params: { id: withdrawalId },
        });
        return record.status === 'success' ? (record.txHash ?? undefined) : undefined;
      },
      { timeoutMs: SETTLE_TIMEOUT_MS, everyMs: 250 },
    );
    balanceAfterPayout = await usdtBalance(user.address);
    expect(balanceAfterPayout - before).toBe(received);
    expect(await paidEvents()).toHaveLength(1);
    await all.stop();
  }, 15 * 60_000);

  afterAll(async () => {
    for (const drill of drills) await drill.stop();
    for (const service of services) await service.stop();
    await stack?.stop();
  }, 120_000);

  it(
    'restores the dump taken between approval and payout: the worker recognises the payout on chain and pays nothing',
    async () => {
      const { drill, fields, url } = await runDrill('drill-after-approval', dumpAfterApproval);
      expect(fields).toMatchObject({
        dump_ms: 'none',
        invariant: 'ok',
        migration: expect.stringMatching(/^\d{3}_/),
      });
      expect(Number(fields.ready_ms)).toBeGreaterThan(0);
      expect(Number(fields.rows)).toBeGreaterThan(0);

      await expectPaidOnceAfterRestore(dumpAfterApproval, url);
      await stopDrill(drill, fields.database as string);
    },
    10 * 60_000,
  );

  it(
    'restores the dump taken before approval: the withdrawal waits for review, and approved again it is not paid twice',
    async () => {
      const { drill, fields, api, url } = await runDrill('drill-before-approval', dumpBeforeApproval);
      expect(fields).toMatchObject({ invariant: 'ok' });
      const queue = await call<{ items: { id: string }[] }>(api, routes.operator.withdrawals.list, {
        token: await operatorToken(api),
        query: { status: 'reviewing', address: user.address },
      });
      expect(queue.items.map((item) => item.id)).toEqual([withdrawalId]);

      // The payout id is derived from the withdrawal's payout_ref, restored with it: the same id.
      const [row] = await query<{ payout_ref: string }>(
        url,
        'SELECT payout_ref FROM withdrawals WHERE id = $1',
        [withdrawalId],
      );
      expect(payoutIdOf(BSC_CHAIN_ID, row?.payout_ref ?? '')).toBe(payoutId);
      await approve(api);
      await expectPaidOnceAfterRestore(dumpBeforeApproval, url);
      await stopDrill(drill, fields.database as string);
    },
    10 * 60_000,
  );
});
