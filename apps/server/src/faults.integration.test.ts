import { errorMessage } from '@woohoo/shared/server-messages/catalogue';
import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { describe, expect, it } from 'vitest';
import { type Books, checkExactlyOnce, readBooks } from './testing/faults/books';
import {
  type Call,
  type FaultLog,
  planFaults,
  type Run,
  send,
  sleep,
  type User,
} from './testing/faults/fault-run';
import { balancesOf, randomOperation, settleToday, signUp } from './testing/faults/workload';
import { deposit, T } from './testing/money-helpers';
import { prng } from './testing/prng';
import { startProcessCluster } from './testing/process-cluster';
import { until } from './testing/server-process';

/**
 * Faults: SIGKILLs of the API and the worker at random points of a seeded
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
 * - Faults, with a PRNG of their own so the workload draws the same in both runs: 2 x FAULTS_KILLS
 *   SIGKILLs, each followed at once by a restart. FAULTS_KILLS of the API, every one while a write
 *   is in flight (sent, then killed 0-10 ms later, 0-40 ms for the settlement, which always gets
 *   one); FAULTS_KILLS of the worker, while it credits or pays: 0-60 ms after a deposit is mined, or after a withdrawal is
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
 * - Size: `npm test` runs a sample, 100 operations and 8 kills (each kill restarts a process, the
 *   most of the test's time; with the default seed the sample still meets every kind of operation
 *   and kills the worker with a deposit and a payout half done); CI (.ci/run) runs the full 300
 *   operations and 20 kills with FAULTS_OPERATIONS=300 FAULTS_KILLS=10. The seed is printed with
 *   the result; FAULTS_SEED with the same sizes replays a run.
 * - "Today" is the settlement day that ends at 21:00 UTC+8; two runs on either side of that
 *   boundary would settle different days, so the test first waits out a boundary nearer than
 *   BOUNDARY_MARGIN_MS (one run in about 240 waits, at most that long).
 */
const SEED = Number(process.env.FAULTS_SEED ?? 20261126);
const OPERATIONS = Number(process.env.FAULTS_OPERATIONS ?? 100);
const API_KILLS = Number(process.env.FAULTS_KILLS ?? 4);
const WORKER_KILLS = API_KILLS;
const BOUNDARY_MARGIN_MS = 6 * 60_000;
/** The withdrawals at or above it (in USDT) wait for an operator. */
const AUTO_APPROVE_BELOW = 100n;
/** One whole run on a fresh cluster: the workload, the kills if `withFaults`, the checks. */
async function runWorkload(withFaults: boolean): Promise<{ books: Books; log: FaultLog; seconds: number }> {
  const started = Date.now();
  const cluster = await startProcessCluster({
    roles: ['worker', 'api'],
    env: {
      WITHDRAW_AUTO_APPROVE_BELOW: AUTO_APPROVE_BELOW.toString(),
      // Four users write back to back, far faster than people: the wallet's write limit
      // (plugins/write-rate-limit.integration.test.ts) would only add waits between steps.
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  try {
    const treasuryNonceAtStart = await cluster.chain.publicClient.getTransactionCount({
      address: cluster.chain.treasury.account.address,
    });
    const run: Run = {
      cluster,
      users: await signUp(cluster),
      seed: SEED,
      random: prng(SEED),
      faults: withFaults ? planFaults(SEED, OPERATIONS, { api: API_KILLS, worker: WORKER_KILLS }) : undefined,
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

describe.skipIf(!process.env.DATABASE_URL)('faults', () => {
  it(
    `${OPERATIONS} random operations (FAULTS_SEED=${SEED}) with ${API_KILLS + WORKER_KILLS} SIGKILLs of the API and the worker end as they end without`,
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
