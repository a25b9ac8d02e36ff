import type { Balance } from '@woohoo/shared/api/money';
import { NODE_KINDS } from '@woohoo/shared/rules/rules-config';
import { dayOf } from '@woohoo/shared/settlement/settlement-day';
import { formatEther, keccak256, toBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadBalances } from '../../modules/assets/user-balances';
import { T } from '../money-helpers';
import type { ProcessCluster } from '../process-cluster';
import { signInOverHttp, until } from '../server-process';
import { rechargeOnChain } from '../test-chain';
import { type Answer, answered, type Call, killWorker, type Run, sleep, type User, write } from './fault-run';

// The operations of the fault suite's workload (faults.integration.test.ts), each through the
// API as a user or the operator would make it, waiting for the worker's part where it has one.

const STAKE_PACKAGES = ['d30', 'd90', 'd180', 'd360'] as const;
export const tokens = (wei: bigint | string | undefined) =>
  wei === undefined ? '-' : formatEther(BigInt(wei));

/**
 * Waits until the API shows `user` the balances the database holds. What the worker commits
 * reaches the API's read caches through PostgreSQL's announcement, milliseconds later (README,
 * replicas), and the next operation reads the user's balances through the API.
 */
export async function shownByApi(run: Run, userId: string): Promise<void> {
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

export async function balancesOf(cluster: ProcessCluster, user: User): Promise<Balance[]> {
  const answer = await answered(cluster, { user, method: 'GET', path: '/api/assets/balances' });
  return answer.body.data as unknown as Balance[];
}

/** A user's balances in one short line: each asset with anything in it, bucket by bucket. */
export function describeBalances(balances: Balance[]): string {
  return balances
    .filter((b) => [b.available, b.withdrawHold, b.staked, b.vesting, b.rewardHold].some((v) => v !== '0'))
    .map(
      (b) =>
        `${b.asset} ${[b.available, b.withdrawHold, b.staked, b.vesting, b.rewardHold].map(tokens).join('/')}`,
    )
    .join(', ');
}

export async function waitForPayout(run: Run, withdrawalId: string): Promise<void> {
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

export async function depositOnChain(run: Run, user: User): Promise<string> {
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
export async function randomOperation(run: Run, step: number): Promise<string> {
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
  const key = `faults-${run.seed}-${step}`;
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
export async function settleToday(run: Run): Promise<string> {
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
export async function signUp(cluster: ProcessCluster): Promise<User[]> {
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
