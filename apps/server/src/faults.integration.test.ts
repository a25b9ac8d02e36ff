import type { Balance } from '@woohoo/shared/api/money';
import { NODE_KINDS } from '@woohoo/shared/rules/rules-config';
import { errorMessage } from '@woohoo/shared/server-messages/catalogue';
import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { formatEther, keccak256, type LocalAccount, toBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { treasuryHoldings } from './chain/holdings';
import { loadBalances } from './modules/assets/user-balances';
import { selectAssetTotals } from './modules/ledger/ledger-repository';
import { buildTransparencyReport } from './modules/transparency/transparency-service';
import { deposit, T } from './testing/money-helpers';
import { prng } from './testing/prng';
import { type ProcessCluster, type Role, startProcessCluster } from './testing/process-cluster';
import { type Envelope, signInOverHttp, until } from './testing/server-process';
import { rechargeOnChain, TEST_MINT_WEI } from './testing/test-chain';

/**
 * Issue 13 item 3, "Faults": SIGKILLs of the API and the worker at random points of a seeded
 * random workload change nothing about the money; a PostgreSQL connection dropped mid-request
 * answers a clean 503 and writes nothing.
 *
 * Our decisions:
 * - The product as deployed (testing/process-cluster.ts): one API (PROCESS_ROLE=api) and one
 *   worker (PROCESS_ROLE=worker), both the real main.ts, on a fresh PostgreSQL database and a
 *   test anvil started outside them, so the chain outlives every kill. No Redis: it only counts
 *   rate limits.
 * - The workload: OPERATIONS operations drawn by a PRNG seeded with FAULTS_SEED, one at a time so
 *   that a run without faults is deterministic, for four users in a referral chain (three hold
 *   USDT on chain, the fourth only what it is sent): on-chain deposits (Recharge, credited by the
 *   worker), withdrawals (below WITHDRAW_AUTO_APPROVE_BELOW approved at once, the others approved
 *   or rejected through the operator API; paid on chain by the worker), transfers, swaps
 *   USDT→USDB, node shares, stakes, $WOOHOO buys and once the day's settlement (closed early, as
 *   the local chain allows: a settled day is settled for good, so once is all there is). Every
 *   write carries an idempotency key; a call cut off by a kill is sent again, same key and body,
 *   until it answers. The test waits for each deposit to be credited and each approved
 *   withdrawal to be paid before it goes on, reading the database.
 * - Faults, with a PRNG of their own so the workload draws the same in both runs: 20 SIGKILLs,
 *   each followed at once by a restart. 10 of the API, every one while a write is in flight (sent,
 *   then killed 0-10 ms later, 0-40 ms for the settlement, which always gets one); 10 of the
 *   worker, while it credits or pays: 0-60 ms after a deposit is mined, or after a withdrawal is
 *   approved either 0-100 ms later or within 10 ms of its payout being signed. A kill planned at
 *   step n falls on the first operation from n on that has such a moment. Where each kill landed
 *   (answered, inside the transaction, payout mined but not settled...) is printed at the end.
 * - The workload runs twice, without and with faults, each on its own chain and database. Each
 *   run must keep the books (every account equals its entries, all sum to zero per asset, nobody
 *   below zero, the transparency report without problems), credit every deposit once, and pay
 *   every approved withdrawal once on chain: the users' and the treasury's USDT on chain are what
 *   the deposits and the paid withdrawals make them, and the treasury's nonce moved once per
 *   payout. Between the runs, every answer of every operation, every user's balance per asset
 *   and bucket, the ledger's totals per kind and the balances on chain must be equal.
 * - "Today" is the settlement day that ends at 21:00 UTC+8; two runs on either side of that
 *   boundary would settle different days, so the test first waits out a boundary nearer than
 *   BOUNDARY_MARGIN_MS (one run in about 240 waits, at most that long).
 */
const SEED = Number(process.env.FAULTS_SEED ?? 20261126);
const OPERATIONS = Number(process.env.FAULTS_OPERATIONS ?? 300);
const API_KILLS = 10;
const WORKER_KILLS = 10;
const BOUNDARY_MARGIN_MS = 6 * 60_000;
/** The withdrawals at or above it (in USDT) wait for an operator. */
const AUTO_APPROVE_BELOW = 100n;
const STAKE_PACKAGES = ['d30', 'd90', 'd180', 'd360'] as const;

type User = { name: string; account: LocalAccount; token: string; id: string; funded: boolean };

/** One HTTP write or read of the workload; no `user` means the operator's token. */
type Call = { user?: User; method: 'GET' | 'POST'; path: string; body?: object; key?: string };

type Answer = { status: number; body: Envelope<Record<string, unknown> | null> };

/** What the run's own faults did, for the figures printed at the end. */
type FaultLog = { api: string[]; worker: string[] };

type Run = {
  cluster: ProcessCluster;
  users: User[];
  random: () => number;
  faults: ReturnType<typeof planFaults> | undefined;
  log: FaultLog;
  deposits: { user: User; amountWei: bigint; txHash: string }[];
  reviewing: { id: string; user: User }[];
};

/** The books of a finished run, compared between the runs. */
type Books = {
  outcomes: string[];
  balances: Record<string, Balance[]>;
  onChainUsdt: Record<string, string>;
  ledger: { kind: string; asset: string; transfers: number; credited: string }[];
  records: { what: string; status: string; n: number }[];
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const tokens = (wei: bigint | string | undefined) => (wei === undefined ? '-' : formatEther(BigInt(wei)));

/**
 * The kills of one run: which steps they are planned at (10 worker, 9 API; the settlement brings
 * the tenth API kill) and their delays, all from the fault seed.
 */
function planFaults(seed: number, operations: number) {
  const random = prng(seed ^ 0x5eed);
  const planned = new Map<number, Role[]>();
  const roles: Role[] = [...Array(API_KILLS - 1).fill('api'), ...Array(WORKER_KILLS).fill('worker')];
  for (const role of roles) {
    const step = 5 + Math.floor(random() * (operations * 0.8 - 5));
    planned.set(step, [...(planned.get(step) ?? []), role]);
  }
  const pending: Record<Role, number> = { api: 0, worker: 0 };
  return {
    arrive: (step: number) => {
      for (const role of planned.get(step) ?? []) pending[role]++;
    },
    /** Takes a pending kill of `role`, if any: its delay in ms. */
    take: (role: Role, maxDelayMs: number): number | undefined => {
      if (pending[role] === 0) return undefined;
      pending[role]--;
      return Math.floor(random() * maxDelayMs);
    },
    delay: (maxDelayMs: number) => Math.floor(random() * maxDelayMs),
    chance: (p: number) => random() < p,
  };
}

async function send(cluster: ProcessCluster, call: Call): Promise<Answer> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${call.user?.token ?? cluster.operatorToken}`,
  };
  if (call.body) headers['content-type'] = 'application/json';
  if (call.key) headers['idempotency-key'] = call.key;
  const response = await fetch(`${cluster.baseUrl}${call.path}`, {
    method: call.method,
    headers,
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/**
 * Sends `call` until it answers: again after a transport error (the API is down), a rate limit
 * (42900), a settlement another process is running (40925) or a database that did not answer
 * (50300), with the same key and body. Any other 5xx is a bug and fails the test.
 */
async function answered(cluster: ProcessCluster, call: Call): Promise<Answer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (cluster.crashes.length > 0) throw new Error(`a process crashed:\n${cluster.crashes.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${call.method} ${call.path} never answered`);
    const answer = await send(cluster, call).catch(() => undefined);
    if (!answer || [42900, 40925, 50300].includes(answer.body.code)) {
      await sleep(answer ? 250 : 50);
      continue;
    }
    if (answer.status >= 500) throw new Error(`${call.path} answered ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

/** What the database shows of a write cut off by a kill: whether it committed before. */
async function landed(run: Run, call: Call): Promise<boolean> {
  if (call.key && call.user) {
    const rows = await run.cluster.db.query(
      'SELECT 1 FROM api_idempotency WHERE user_id = $1 AND key = $2 AND response IS NOT NULL',
      [call.user.id, call.key],
    );
    return rows.length > 0;
  }
  const review = call.path.match(/withdrawals\/(\d+)\//);
  if (review) {
    const [row] = await run.cluster.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [review[1]],
    );
    return row?.status !== 'reviewing';
  }
  const rows = await run.cluster.db.query(
    `SELECT 1 FROM job_runs WHERE job = 'settlement' AND status = 'succeeded' AND run_key = $1`,
    [(call.body as { day: string }).day],
  );
  return rows.length > 0;
}

/**
 * A write of the workload. With an API kill due, the call is sent, the API is killed a few ms
 * later and started again, and the call is sent again until it answers; a keyed call must
 * answer exactly what it answered before the kill, if it did. An operator's review carries no
 * key: as a person would, the test looks at the withdrawal before approving it twice.
 */
async function write(run: Run, call: Call, killDelayMs?: number): Promise<Answer> {
  if (killDelayMs === undefined) return answered(run.cluster, call);
  const first = send(run.cluster, call).then(
    (answer) => answer,
    () => undefined,
  );
  await sleep(killDelayMs);
  const [open] = await run.cluster.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'woohoo-api' AND xact_start IS NOT NULL`,
  );
  await run.cluster.kill('api');
  const before = await first;
  const committed = await landed(run, call);
  run.log.api.push(
    before
      ? 'answered just before the kill'
      : committed
        ? 'committed, killed before answering'
        : open?.n
          ? 'killed inside its transaction'
          : 'killed before its transaction',
  );
  await run.cluster.start('api');
  const review = call.path.match(/withdrawals\/(\d+)\/(approve|reject)/);
  if (review && committed && !before) {
    const [row] = await run.cluster.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [review[1]],
    );
    return {
      status: 200,
      body: { code: 10000, msg: 'success', data: { id: review[1], status: row?.status } },
    };
  }
  if (review && before) return before;
  const again = await answered(run.cluster, call);
  if (call.key && before?.body.code === 10000)
    expect(again.body, `${call.path} after a kill`).toEqual(before.body);
  return again;
}

/** Kills the worker and starts it again; `phase` says how far its work had got. */
async function killWorker(run: Run, phase: () => Promise<string>): Promise<void> {
  await run.cluster.kill('worker');
  run.log.worker.push(await phase());
  await run.cluster.start('worker');
}

/**
 * Waits until the API shows `user` the balances the database holds. What the worker commits
 * reaches the API's read caches through PostgreSQL's announcement, milliseconds later (README,
 * replicas), and the next operation reads the user's balances through the API.
 */
async function shownByApi(run: Run, userId: string): Promise<void> {
  const user = run.users.find((u) => u.id === userId);
  if (!user) throw new Error(`no user ${userId} in this run`);
  const held = JSON.stringify(await loadBalances(run.cluster.db, user.id));
  await until(
    `the API showing ${user.name} what the worker wrote`,
    () => balancesOf(run.cluster, user),
    (shown) => JSON.stringify(shown) === held,
    5_000,
    5,
  );
}

async function balancesOf(cluster: ProcessCluster, user: User): Promise<Balance[]> {
  const answer = await answered(cluster, { user, method: 'GET', path: '/api/assets/balances' });
  return answer.body.data as unknown as Balance[];
}

/** A user's balances in one short line: each asset with anything in it, bucket by bucket. */
function describeBalances(balances: Balance[]): string {
  return balances
    .filter((b) => [b.available, b.withdrawHold, b.staked, b.vesting, b.rewardHold].some((v) => v !== '0'))
    .map(
      (b) =>
        `${b.asset} ${[b.available, b.withdrawHold, b.staked, b.vesting, b.rewardHold].map(tokens).join('/')}`,
    )
    .join(', ');
}

async function waitForPayout(run: Run, withdrawalId: string): Promise<void> {
  const { db, chain } = run.cluster;
  // The payout worker looks every 100 ms: half the kills fall anywhere in the next 100 ms, half
  // within 10 ms of its signing the payout, while it broadcasts and waits for the receipt.
  const delay = run.faults?.take('worker', 100);
  if (delay !== undefined) {
    if (run.faults?.chance(0.5)) {
      await until(
        'the payout signed',
        () => db.query('SELECT 1 FROM payouts WHERE withdrawal_id = $1', [withdrawalId]),
        (rows) => rows.length > 0,
        30_000,
        2,
      );
      await sleep(delay / 10);
    } else await sleep(delay);
    await killWorker(run, async () => {
      const [row] = await db.query<{ status: string; payout: string | null; tx_hash: `0x${string}` | null }>(
        `SELECT w.status, p.status AS payout, p.tx_hash FROM withdrawals w
           LEFT JOIN payouts p ON p.withdrawal_id = w.id WHERE w.id = $1`,
        [withdrawalId],
      );
      if (!row?.payout) return 'payout not signed yet';
      if (row.status === 'success') return 'payout settled';
      const mined = await chain.publicClient
        .getTransactionReceipt({ hash: row.tx_hash as `0x${string}` })
        .then(
          () => true,
          () => false,
        );
      return mined ? 'payout mined, not settled' : 'payout signed, not mined';
    });
  }
  const [paid] = await until(
    `withdrawal ${withdrawalId} paid`,
    () =>
      db.query<{ status: string; user_id: string }>(
        'SELECT status, user_id::text AS user_id FROM withdrawals WHERE id = $1',
        [withdrawalId],
      ),
    (rows) => rows[0]?.status === 'success',
    60_000,
  );
  await shownByApi(run, paid?.user_id as string);
}

async function depositOnChain(run: Run, user: User): Promise<string> {
  const amountWei = BigInt(100 + Math.floor(run.random() * 29) * 100) * T;
  const { db, chain } = run.cluster;
  const receipt = await rechargeOnChain(chain.rpcUrl, chain.contracts, user.account, amountWei);
  const txHash = receipt.transactionHash;
  run.deposits.push({ user, amountWei, txHash });
  // Mined (seen up to 50 ms late): the indexer, looking every 100 ms, credits it soon after.
  const delay = run.faults?.take('worker', 60);
  if (delay !== undefined) {
    await sleep(delay);
    await killWorker(run, async () => {
      const [row] = await db.query(`SELECT status FROM deposits WHERE tx_hash = $1`, [txHash]);
      return row ? 'deposit credited' : 'deposit mined, not credited';
    });
  }
  await until(
    `deposit ${txHash} credited`,
    () =>
      db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM deposits WHERE tx_hash = $1 AND status = 'success'`,
        [txHash],
      ),
    (rows) => rows[0]?.n === 1,
    60_000,
  );
  await shownByApi(run, user.id);
  return `deposit ${user.name} ${tokens(amountWei)}`;
}

/** One random operation at `step` by a random user; a line saying what it was and how it ended. */
async function randomOperation(run: Run, step: number): Promise<string> {
  const { users, random } = run;
  const pick = <X>(items: readonly X[]): X => items[Math.floor(random() * items.length)] as X;
  const user = pick(users);
  const roll = random();
  const balances = await balancesOf(run.cluster, user);
  const usdt = BigInt(balances.find((b) => b.asset === 'USDT')?.available ?? '0');
  // Whole USDT, 1 to 60 % of what the user has (at least 1 USDT, which may be too much).
  const share = () => {
    const wei = (usdt * BigInt(1 + Math.floor(random() * 60))) / 100n;
    return wei < T ? T : (wei / T) * T;
  };
  const before = `[${describeBalances(balances)}]`;
  const key = `faults-${SEED}-${step}`;
  const apiKill = () => run.faults?.take('api', 10);
  const post = (path: string, body: object) =>
    write(run, { user, method: 'POST', path, body, key }, apiKill());
  const ended = (answer: Answer, ...fields: string[]) =>
    `${answer.body.code}${fields.map((f) => ` ${f}=${String(answer.body.data?.[f] ?? '-')}`).join('')}`;

  if (roll < 0.14) return `${await depositOnChain(run, user.funded ? user : (users[0] as User))} ${before}`;
  if (roll < 0.28) {
    const drawn = share();
    const amountWei = drawn < 10n * T ? 10n * T : drawn;
    const answer = await post('/api/withdraw', { asset: 'USDT', amount: amountWei.toString() });
    const data = answer.body.data as { id: string; status: string } | null;
    if (answer.body.code === 10000 && data?.status === 'approved') await waitForPayout(run, data.id);
    if (answer.body.code === 10000 && data?.status === 'reviewing') run.reviewing.push({ id: data.id, user });
    return `withdraw ${user.name} ${tokens(amountWei)} ${ended(answer, 'status')} ${before}`;
  }
  if (roll < 0.36 && run.reviewing.length > 0) {
    const [w] = run.reviewing.splice(Math.floor(random() * run.reviewing.length), 1) as [
      Run['reviewing'][number],
    ];
    const approve = random() < 0.75;
    const call: Call = {
      method: 'POST',
      path: `/api/operator/withdrawals/${w.id}/${approve ? 'approve' : 'reject'}`,
      body: approve ? {} : { reason: 'fault test' },
    };
    const answer = await write(run, call, apiKill());
    if (approve && answer.body.code === 10000) await waitForPayout(run, w.id);
    return `review ${w.user.name} ${approve ? 'approve' : 'reject'} ${ended(answer, 'status')}`;
  }
  if (roll < 0.52) {
    const to = pick(users.filter((u) => u !== user));
    const body = { asset: 'USDT', amount: share().toString(), to: to.account.address };
    return `transfer ${user.name}→${to.name} ${tokens(body.amount)} ${ended(await post('/api/transfer', body), 'received')} ${before}`;
  }
  if (roll < 0.64) {
    const body = { from: 'USDT', to: 'USDB', amount: share().toString() };
    return `swap ${user.name} ${tokens(body.amount)} ${ended(await post('/api/swap', body), 'received')} ${before}`;
  }
  if (roll < 0.74) {
    const body = { kind: pick(NODE_KINDS), shares: 1 };
    return `node ${user.name} ${body.kind} ${ended(await post('/api/nodes/purchase', body), 'total')} ${before}`;
  }
  if (roll < 0.86) {
    const tens = share() / (10n * T);
    const amountWei = (tens < 1n ? 1n : tens > 100n ? 100n : tens) * 10n * T;
    const body = { packageId: pick(STAKE_PACKAGES), amount: amountWei.toString() };
    return `stake ${user.name} ${body.packageId} ${tokens(amountWei)} ${ended(await post('/api/stake', body), 'status')} ${before}`;
  }
  const body = { amount: (BigInt(10 + Math.floor(random() * 290)) * T).toString() };
  return `woohoo ${user.name} ${tokens(body.amount)} ${ended(await post('/api/woohoo/buy', body), 'phase', 'cost')} ${before}`;
}

/** The day's settlement, closed early; with faults, the API is always killed while it runs. */
async function settleToday(run: Run): Promise<string> {
  const call: Call = {
    method: 'POST',
    path: '/api/operator/settlements',
    body: { day: dayOf(new Date()), early: true },
  };
  const answer = await write(run, call, run.faults?.delay(40));
  const data = answer.body.data as {
    state: string;
    paidValue: string;
    usersPaid: number;
    lines: number;
  } | null;
  return `settle ${answer.body.code} ${data?.state} paid=${tokens(data?.paidValue)} users=${data?.usersPaid} lines=${data?.lines}`;
}

/** Signs the four users in, each but the first referred by an earlier one. */
async function signUp(cluster: ProcessCluster): Promise<User[]> {
  const accounts = [
    ...cluster.chain.users,
    privateKeyToAccount(keccak256(toBytes('woohoo faults: a user without USDT on chain'))),
  ];
  const referrers = [undefined, 0, 1, 0];
  const users: User[] = [];
  for (const [i, account] of accounts.entries()) {
    const referrer = referrers[i] === undefined ? undefined : users[referrers[i]]?.account.address;
    const token = await signInOverHttp({ baseUrl: cluster.baseUrl }, account, referrer);
    const [row] = await cluster.db.query<{ id: string }>(
      'SELECT id::text AS id FROM users WHERE address = $1',
      [account.address],
    );
    users.push({
      name: `u${i + 1}`,
      account,
      token,
      id: row?.id as string,
      funded: i < cluster.chain.users.length,
    });
  }
  return users;
}

/**
 * Money-wise, what must hold after any run: the books balance, every deposit credited once,
 * every approved withdrawal paid once on chain and nothing else paid.
 */
async function checkExactlyOnce(run: Run, treasuryNonceAtStart: number): Promise<void> {
  const { db, chain } = run.cluster;
  expect(run.cluster.crashes).toEqual([]);
  for (const totals of await selectAssetTotals(db)) {
    expect(totals, totals.asset).toMatchObject({
      accountsSum: '0',
      entriesSum: '0',
      mismatchedAccounts: '0',
      negativeUserAccounts: '0',
    });
  }
  const treasury = chain.treasury.account.address;
  const report = await buildTransparencyReport(
    db,
    treasuryHoldings(chain.publicClient, chain.contracts, treasury),
  );
  expect(report.problems).toEqual([]);

  const credited = await db.query<{ tx_hash: string; n: number; amount: string; status: string }>(
    `SELECT tx_hash, count(*)::int AS n, sum(amount)::text AS amount, min(status) AS status
       FROM deposits GROUP BY tx_hash ORDER BY tx_hash`,
  );
  const sent = run.deposits
    .map((d) => ({ tx_hash: d.txHash, n: 1, amount: d.amountWei.toString(), status: 'success' }))
    .sort((a, b) => (a.tx_hash < b.tx_hash ? -1 : 1));
  expect(credited).toEqual(sent);

  const paid = await db.query<{ to_address: string; sent: string; payout: string | null }>(
    `SELECT w.to_address, (w.amount - w.fee)::text AS sent, p.status AS payout
       FROM withdrawals w LEFT JOIN payouts p ON p.withdrawal_id = w.id WHERE w.status IN ('approved', 'success')`,
  );
  expect(paid.filter((p) => p.payout !== 'confirmed')).toEqual([]);
  const [other] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.status <> 'success'`,
  );
  expect(other?.n).toBe(0);
  expect(await chain.publicClient.getTransactionCount({ address: treasury })).toBe(
    treasuryNonceAtStart + paid.length,
  );
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const depositedBy = (user: User) =>
    sum(run.deposits.filter((d) => d.user === user).map((d) => d.amountWei));
  const paidTo = (address: string) =>
    sum(paid.filter((p) => p.to_address === address).map((p) => BigInt(p.sent)));
  for (const user of run.users) {
    const expected = (user.funded ? TEST_MINT_WEI : 0n) - depositedBy(user) + paidTo(user.account.address);
    expect(await chain.usdtBalance(user.account.address), `${user.name} on chain`).toBe(expected);
  }
  const allDeposits = sum(run.deposits.map((d) => d.amountWei));
  const allPaid = sum(paid.map((p) => BigInt(p.sent)));
  expect(await chain.usdtBalance(treasury), 'treasury on chain').toBe(TEST_MINT_WEI + allDeposits - allPaid);
}

async function readBooks(run: Run, outcomes: string[]): Promise<Books> {
  const balances: Books['balances'] = {};
  const onChainUsdt: Books['onChainUsdt'] = {};
  for (const user of run.users) {
    balances[user.name] = await balancesOf(run.cluster, user);
    onChainUsdt[user.name] = (await run.cluster.chain.usdtBalance(user.account.address)).toString();
  }
  const ledger = await run.cluster.db.query<Books['ledger'][number]>(
    `SELECT t.kind, e.asset, count(DISTINCT t.id)::int AS transfers,
            coalesce(sum(e.delta) FILTER (WHERE e.delta > 0), 0)::text AS credited
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      GROUP BY t.kind, e.asset ORDER BY t.kind, e.asset`,
  );
  const records = await run.cluster.db.query<Books['records'][number]>(
    `SELECT 'deposits' AS what, status, count(*)::int AS n FROM deposits GROUP BY status
     UNION ALL SELECT 'withdrawals', status, count(*)::int FROM withdrawals GROUP BY status
     UNION ALL SELECT 'payouts', status, count(*)::int FROM payouts GROUP BY status
     ORDER BY what, status`,
  );
  return { outcomes, balances, onChainUsdt, ledger, records };
}

/** One whole run on a fresh cluster: the workload, the kills if `withFaults`, the checks. */
async function runWorkload(withFaults: boolean): Promise<{ books: Books; log: FaultLog; seconds: number }> {
  const started = Date.now();
  const cluster = await startProcessCluster({
    roles: ['worker', 'api'],
    env: { WITHDRAW_AUTO_APPROVE_BELOW: AUTO_APPROVE_BELOW.toString() },
  });
  try {
    const treasuryNonceAtStart = await cluster.chain.publicClient.getTransactionCount({
      address: cluster.chain.treasury.account.address,
    });
    const run: Run = {
      cluster,
      users: await signUp(cluster),
      random: prng(SEED),
      faults: withFaults ? planFaults(SEED, OPERATIONS) : undefined,
      log: { api: [], worker: [] },
      deposits: [],
      reviewing: [],
    };
    const settleStep = Math.floor(OPERATIONS * (0.6 + run.random() * 0.2));
    const outcomes: string[] = [];
    for (let step = 0; step < OPERATIONS; step++) {
      run.faults?.arrive(step);
      outcomes.push(
        `${step} ${step === settleStep ? await settleToday(run) : await randomOperation(run, step)}`,
      );
    }
    // Kills still due (no operation gave them a moment): the same crash, while idle.
    for (const role of ['api', 'worker'] as const) {
      while (run.faults?.take(role, 1) !== undefined) {
        await cluster.kill(role);
        run.log[role].push('idle');
        await cluster.start(role);
      }
    }
    await checkExactlyOnce(run, treasuryNonceAtStart);
    const books = await readBooks(run, outcomes);
    return { books, log: run.log, seconds: (Date.now() - started) / 1000 };
  } finally {
    await cluster.close();
  }
}

/** Waits out the settlement day's end when it is near, so both runs settle the same day. */
async function awayFromDayBoundary(): Promise<void> {
  const end = dayWindow(dayOf(new Date()))?.end.getTime() ?? 0;
  const left = end - Date.now();
  if (left < BOUNDARY_MARGIN_MS) {
    console.log(`faults: the settlement day ends in ${Math.round(left / 1000)} s; waiting it out`);
    await sleep(left + 5_000);
  }
}

const count = (lines: string[]) => {
  const tally = new Map<string, number>();
  for (const line of lines) tally.set(line, (tally.get(line) ?? 0) + 1);
  return [...tally].map(([what, n]) => `${n} ${what}`).join(', ');
};

describe.skipIf(!process.env.DATABASE_URL)('faults (issue 13 item 3)', () => {
  it(
    `${OPERATIONS} random operations with ${API_KILLS + WORKER_KILLS} SIGKILLs of the API and the worker end as they end without`,
    async () => {
      await awayFromDayBoundary();
      const clean = await runWorkload(false);
      const faulted = await runWorkload(true);
      console.log(
        `faults: seed ${SEED}, ${OPERATIONS} operations (${count(clean.books.outcomes.map((line) => line.split(' ')[1] ?? ''))}); ` +
          `without faults ${clean.seconds} s, with ${faulted.seconds} s\n` +
          `  ${clean.books.outcomes.find((line) => line.includes(' settle '))}\n` +
          `  API kills (${faulted.log.api.length}), each with a write in flight: ${count(faulted.log.api)}\n` +
          `  worker kills (${faulted.log.worker.length}): ${count(faulted.log.worker)}`,
      );
      expect(faulted.log.api).toHaveLength(API_KILLS);
      expect(faulted.log.worker).toHaveLength(WORKER_KILLS);
      // Kills that cut work short, not only kills after it was done (the odds of none are tiny).
      expect(faulted.log.api.filter((phase) => phase.startsWith('killed ')).length).toBeGreaterThan(0);
      expect(faulted.log.worker.filter((phase) => phase.includes(' not ')).length).toBeGreaterThan(0);
      const kinds = new Set(clean.books.outcomes.map((line) => line.split(' ')[1]));
      expect([...kinds].sort()).toEqual(
        ['deposit', 'node', 'review', 'settle', 'stake', 'swap', 'transfer', 'withdraw', 'woohoo'].sort(),
      );
      // The first differing step, if any, is the easiest place to start reading.
      const diverged = faulted.books.outcomes.findIndex((line, i) => line !== clean.books.outcomes[i]);
      expect(faulted.books.outcomes[diverged], `step ${diverged}`).toBe(clean.books.outcomes[diverged]);
      expect(faulted.books).toEqual(clean.books);
    },
    15 * 60_000,
  );

  it('answers 503 when the database drops a request mid-transaction, writes nothing, and serves the retry once', async () => {
    const cluster = await startProcessCluster({ roles: ['api'] });
    try {
      const [alice, bob] = (await signUp(cluster)) as [User, User];
      await cluster.db.transaction((tx) => deposit(tx, alice.account.address, 100n * T));
      const transfer: Call = {
        user: alice,
        method: 'POST',
        path: '/api/transfer',
        body: { asset: 'USDT', amount: (10n * T).toString(), to: bob.account.address },
        key: 'dropped-mid-request',
      };
      const written = () =>
        cluster.db.query<{ what: string; n: number }>(
          `SELECT 'transfers' AS what, count(*)::int AS n FROM transfers
           UNION ALL SELECT 'ledger transfers', count(*)::int FROM ledger_transfers
           UNION ALL SELECT 'ledger entries', count(*)::int FROM ledger_entries
           UNION ALL SELECT 'idempotency keys', count(*)::int FROM api_idempotency`,
        );
      const before = {
        rows: await written(),
        alice: await balancesOf(cluster, alice),
        bob: await balancesOf(cluster, bob),
      };

      // The test holds Alice's USDT account, so the transfer stops inside its transaction, after
      // its first writes, waiting for the lock; then its backend is terminated.
      const { answer, backend } = await cluster.db.withConnection(async (conn) => {
        await conn.query('BEGIN');
        await conn.query(
          `SELECT 1 FROM ledger_accounts WHERE user_id = $1 AND asset = 'USDT' AND bucket = 'available' FOR UPDATE`,
          [alice.id],
        );
        const pending = send(cluster, transfer).catch((error: unknown) => {
          throw new Error(
            `the transfer got no answer (${error}); ${cluster.crashes.join('\n') || 'no crash seen yet'}`,
          );
        });
        const [waiting] = await until(
          'the transfer waiting for the lock',
          () =>
            cluster.db.query<{ pid: number; xid: string | null }>(
              `SELECT pid, backend_xid::text AS xid FROM pg_stat_activity
                WHERE application_name = 'woohoo-api' AND wait_event_type = 'Lock'`,
            ),
          (rows) => rows.length === 1,
        );
        await cluster.db.query('SELECT pg_terminate_backend($1)', [waiting?.pid]);
        const hung = sleep(15_000).then(() => undefined);
        const answer = await Promise.race([pending, hung]);
        await conn.query('ROLLBACK');
        return { answer, backend: waiting };
      });
      expect(backend?.xid, 'the request had written inside its transaction').not.toBeNull();
      expect(answer?.status).toBe(503);
      expect(answer?.body).toMatchObject({
        code: 50300,
        msg: errorMessage('unavailable', 'en_US'),
        data: null,
      });
      await until(
        'the warning in the log',
        async () => cluster.process('api').output(),
        (output) => output.includes('database unreachable; answered 503'),
        5_000,
      );

      // Nothing of it was written, and the process still serves, even with every idle
      // connection of its pool ended too.
      expect(await written()).toEqual(before.rows);
      await cluster.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'woohoo-api'`,
      );
      await sleep(200);
      expect(await balancesOf(cluster, alice)).toEqual(before.alice);
      expect(await balancesOf(cluster, bob)).toEqual(before.bob);

      // The same key again: done once, and answered alike after that.
      const retried = await send(cluster, transfer);
      expect(retried.body.code).toBe(10000);
      expect((await send(cluster, transfer)).body).toEqual(retried.body);
      const usdt = async (user: User) =>
        BigInt((await balancesOf(cluster, user)).find((b) => b.asset === 'USDT')?.available ?? '0');
      expect(await usdt(alice)).toBe(90n * T);
      expect(await usdt(bob)).toBe(BigInt(retried.body.data?.received as string));
      const [transfers] = await written();
      expect(transfers?.n).toBe((before.rows[0]?.n ?? 0) + 1);
      expect(cluster.crashes).toEqual([]);
    } finally {
      await cluster.close();
    }
  }, 120_000);
});
