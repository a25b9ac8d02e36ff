// `npm run bench:settlement`: the daily settlement (SPEC 9) at 100,000 and 1,000,000 users.
// A benchmark, not a test: it never gates CI. For each size it creates a PostgreSQL database of
// its own, runs the app's migrations, builds a referral tree and a day of activity from a seeded
// PRNG, times the pure engine (settleColumns) and the whole settlement end to end (settle: load,
// compute, write the lines and levels, post every reward to the ledger), then drops the database.
// A per-user recursive-CTE baseline is timed on the 100,000-user tree. The floor of the same work
// is timed on the same database: the loader's rows read and the settlement's rows written with
// COPY, and its balance credits staged with COPY and applied with one UPDATE ... FROM, nothing
// computed (settlement/floor.ts); floor_ratio = e2e / floor.
//
// The user_closure table is left empty: the settlement never reads it (the tree comes from
// users.referrer_id), and for three chains 10,000 deep it would hold ~150 million rows.
//
// Sizes can be changed for a quick try: BENCH_SETTLEMENT_SIZES=20000,50000 npm run bench:settlement
// BENCH_SETTLEMENT_CTE=0 skips the CTE baseline (its ratio prints NaN); BENCH_SETTLEMENT_PROFILE=1
// prints the statements of the end-to-end run by total time.
import { cpus } from 'node:os';
import type { SettlementReport } from '@woohoo/shared/api/team';
import { dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { type DayResult, settleColumns } from '@woohoo/shared/settlement/settlement-engine';
import { rulesAt } from '../apps/server/src/modules/rules/rules-service';
import { loadDay } from '../apps/server/src/modules/settlement/settlement-loader';
import { settle } from '../apps/server/src/modules/settlement/settlement-service';
import { type BenchDb, createBenchDb, dropOnSignal } from './settlement/bench-db';
import { type CteBaseline, cteBaseline } from './settlement/cte-baseline';
import { creditFloor, readCredits, readFloor, readWritten, writeFloor } from './settlement/floor';
import { count, mb, median, ms, peakRss, sampleRss, table, timedLog } from './settlement/report';
import { buildTree, insertActivity, insertUsers, prng, treeShape } from './settlement/seed';
import {
  printStatementProfile,
  profileStatements,
  resetStatementProfile,
} from './settlement/statement-profile';

const DAY = '2026-06-10';
const NOW = new Date('2026-06-11T00:00:00Z');
const SEED = 20_260_610;
const SIZES = (process.env.BENCH_SETTLEMENT_SIZES ?? '100000,1000000').split(',').map(Number);
/** The size the CTE baseline runs on (the issue: 100,000). */
const CTE_SIZE =
  process.env.BENCH_SETTLEMENT_CTE === '0' ? 0 : SIZES.includes(100_000) ? 100_000 : Math.min(...SIZES);
const PROFILE = process.env.BENCH_SETTLEMENT_PROFILE === '1';
const CTE_SAMPLE = 2_000;
const CTE_BUDGET_MS = 240_000;
const ENGINE_RUNS = 3;

type SizeResult = {
  users: number;
  orders: number;
  lines: number;
  usersPaid: number;
  capped: boolean;
  loadMs: number;
  engineMs: number;
  e2eMs: number;
  floorReadMs: number;
  floorWriteMs: number;
  floorCreditMs: number;
  e2ePeakRssBytes: number;
  peakRssBytes: number;
  cte?: CteBaseline;
};

const window = dayWindow(DAY)!;

/**
 * The floor of a size's settlement: its inputs read and its outputs written with COPY, and its
 * balance credits COPY'd to a staging table and applied with one UPDATE ... FROM.
 */
const floorOf = (r: SizeResult) => r.floorReadMs + r.floorWriteMs + r.floorCreditMs;

async function seed(bench: BenchDb, n: number) {
  const random = prng(SEED + n);
  let t = performance.now();
  const tree = buildTree(n, window, random);
  const shape = treeShape(tree);
  await insertUsers(bench.db, tree);
  console.log(
    `  users inserted in ${ms(performance.now() - t)} (tree: ${count(shape.roots)} without a referrer, ` +
      `${tree.chains} chains ${count(tree.chainLength)} deep, depth max ${count(shape.maxDepth)}, ` +
      `most directs ${count(shape.maxDirects)})`,
  );
  t = performance.now();
  await insertActivity(bench.db, tree, window, random);
  console.log(`  orders and stakes inserted in ${ms(performance.now() - t)}`);
  t = performance.now();
  // What autovacuum gives a live database: statistics and the visibility map.
  await bench.db.exec('VACUUM ANALYZE');
  console.log(`  VACUUM ANALYZE in ${ms(performance.now() - t)}`);
  const [c] = await bench.db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM users) AS users,
            (SELECT count(*) FROM users WHERE created_at >= $1) AS users_in_day,
            (SELECT count(*) FROM node_orders WHERE created_at < $1) AS node_before,
            (SELECT count(*) FROM node_orders WHERE created_at >= $1 AND created_at < $2) AS node_in_day,
            (SELECT coalesce(sum(shares), 0) FROM node_orders WHERE created_at >= $1 AND created_at < $2) AS shares_in_day,
            (SELECT count(*) FROM stake_orders WHERE created_at >= $1 AND created_at < $2) AS stakes_opened,
            (SELECT count(*) FROM stake_orders WHERE created_at < $1 AND expires_at > $1) AS stakes_running,
            (SELECT count(*) FROM woohoo_orders WHERE created_at >= $1 AND created_at < $2) AS woohoo,
            (SELECT count(DISTINCT user_id) FROM performance_orders WHERE created_at < $2) AS active_users,
            (SELECT count(*) FROM user_closure) AS closure_rows`,
    [window.start, window.end],
  );
  const row = (key: string) => count(Number(c?.[key] ?? 0));
  console.log(`  day ${DAY}, window [${window.start.toISOString()}, ${window.end.toISOString()}):`);
  console.log(`    users                 ${row('users')} (${row('users_in_day')} registered in the day)`);
  console.log(`    active users          ${row('active_users')} (a node order or a stake by the day's end)`);
  console.log(
    `    node orders           ${row('node_before')} before the day, ${row('node_in_day')} in the day (${row('shares_in_day')} shares)`,
  );
  console.log(`    stakes opened         ${row('stakes_opened')} in the day`);
  console.log(
    `    stakes running        ${row('stakes_running')} (opened before the day, expiring after it)`,
  );
  console.log(`    $WOOHOO orders        ${row('woohoo')} in the day`);
  console.log(
    `    user_closure rows     ${row('closure_rows')} (not filled: the settlement does not read it)`,
  );
  return Number(c?.node_in_day ?? 0) + Number(c?.stakes_opened ?? 0);
}

/** The pure engine alone: the day loaded once, then settleColumns timed ENGINE_RUNS times. */
async function timeEngine(bench: BenchDb) {
  const rules = await rulesAt(bench.db, window.end);
  let t = performance.now();
  const { input } = await loadDay(bench.db, window, rules);
  const loadMs = performance.now() - t;
  console.log(
    `  loadDay: ${ms(loadMs)} (${count(input.parent.length)} users, ${count(input.orders.length)} orders, ` +
      `${count(input.stakes.length)} running stakes, ${count(input.ownPerf.user.length)} with performance)`,
  );
  const runs: number[] = [];
  let result: DayResult | undefined;
  for (let run = 0; run < ENGINE_RUNS; run++) {
    t = performance.now();
    result = settleColumns(input);
    runs.push(performance.now() - t);
  }
  const levels = [0, 0, 0, 0, 0, 0];
  for (const level of result!.team.level) levels[level] = levels[level]! + 1;
  console.log(
    `  settleColumns: ${runs.map((r) => ms(r)).join(', ')} -> median ${ms(median(runs))}; ` +
      `${count(result!.lines.length)} lines${result!.capped ? ', capped' : ''}; levels D1..B7: ${levels.slice(1).join('/')}`,
  );
  return { loadMs, engineMs: median(runs) };
}

/** The whole settlement on PostgreSQL, as the operator API and the scheduler run it. */
async function timeEndToEnd(bench: BenchDb) {
  let postingLines = 0;
  const { log, lines } = timedLog(
    (msg) => !msg.includes('posted rewards of users up to') || postingLines++ < 3,
  );
  if (PROFILE) resetStatementProfile();
  const t = performance.now();
  const { value: report, peakBytes } = await sampleRss(
    (): Promise<SettlementReport> => settle({ db: bench.db, now: () => NOW, log }, DAY),
  );
  const e2eMs = performance.now() - t;
  if (PROFILE) printStatementProfile();
  const batches = lines.filter((l) => l.msg.includes('posted rewards of users up to'));
  const computed = lines.find((l) => l.msg.includes('reward lines to'));
  if (batches.length > 3) console.log(`    ... ${batches.length - 3} more posting batches`);
  const gaps = batches.map((b, i) => b.atMs - (i === 0 ? (computed?.atMs ?? 0) : batches[i - 1]!.atMs));
  console.log(
    `  settle: ${ms(e2eMs)} end to end; first batch (load, engine, write lines, levels, stakes, ranking) ` +
      `${ms(computed?.atMs ?? Number.NaN)}; ${batches.length} posting batches of about 20,000 reward lines` +
      (gaps.length > 0 ? `: median ${ms(median(gaps))}, slowest ${ms(Math.max(...gaps))}` : ''),
  );
  console.log(
    `  report: state ${report.state}, ${count(report.lines)} lines, ${count(report.usersPaid)} users paid, ` +
      `capped ${report.capped}, job duration ${ms(report.durationMs ?? Number.NaN)}`,
  );
  for (const kind of report.byKind) {
    console.log(`    ${kind.kind.padEnd(18)} ${kind.asset.padEnd(6)} ${count(kind.lines).padStart(9)} lines`);
  }
  const [posted] = await bench.db.query<{ transfers: string; entries: string; accounts: string }>(
    `SELECT (SELECT count(*) FROM ledger_transfers WHERE kind LIKE 'reward_%') AS transfers,
            (SELECT count(*) FROM ledger_entries) AS entries,
            (SELECT count(*) FROM ledger_accounts) AS accounts`,
  );
  console.log(
    `  ledger: ${count(Number(posted?.transfers))} reward transfers, ${count(Number(posted?.entries))} entries, ` +
      `${count(Number(posted?.accounts))} accounts`,
  );
  return { report, e2eMs, e2ePeakRssBytes: peakBytes };
}

async function runSize(n: number): Promise<SizeResult> {
  console.log(`\n━━ ${count(n)} users ━━`);
  const bench = await createBenchDb(`woohoo_bench_settlement_${process.pid}_${n}`);
  try {
    console.log(`  database ${bench.name} created, migrated in ${ms(bench.migrateMs)}`);
    const [server] = await bench.db.query<Record<string, string>>(
      `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS shared_buffers,
              current_setting('work_mem') AS work_mem, current_setting('autovacuum') AS autovacuum`,
    );
    console.log(
      `  PostgreSQL ${server?.version}, shared_buffers ${server?.shared_buffers}, work_mem ${server?.work_mem}, ` +
        `autovacuum ${server?.autovacuum}`,
    );
    const orders = await seed(bench, n);
    const engine = await timeEngine(bench);
    // Before the settlement, which uses up part of the stakes' accelerable amounts.
    const floorRead = await readFloor(bench, window);
    console.log(`  floor read: ${count(floorRead.rows)} input rows with COPY TO in ${ms(floorRead.ms)}`);
    const e2e = await timeEndToEnd(bench);
    const floorWrite = await writeFloor(bench, await readWritten(bench, DAY));
    console.log(
      `  floor write: ${count(floorWrite.rows)} reward lines, ledger transfers and entries with COPY FROM ` +
        `in ${ms(floorWrite.ms)}`,
    );
    const floorCredit = await creditFloor(bench, await readCredits(bench, DAY));
    console.log(
      `  floor credit: ${count(floorCredit.rows)} account balances, COPY to a staging table and one UPDATE ... FROM, ` +
        `in ${ms(floorCredit.ms)}; floor ${ms(floorRead.ms + floorWrite.ms + floorCredit.ms)}`,
    );
    const result: SizeResult = {
      users: n,
      orders,
      lines: e2e.report.lines,
      usersPaid: e2e.report.usersPaid,
      capped: e2e.report.capped,
      loadMs: engine.loadMs,
      engineMs: engine.engineMs,
      e2eMs: e2e.e2eMs,
      floorReadMs: floorRead.ms,
      floorWriteMs: floorWrite.ms,
      floorCreditMs: floorCredit.ms,
      e2ePeakRssBytes: e2e.e2ePeakRssBytes,
      peakRssBytes: peakRss(),
    };
    if (n === CTE_SIZE) {
      console.log(
        `  CTE baseline: one recursive query per user, ${count(CTE_SAMPLE)} random users timed ...`,
      );
      const cte = await cteBaseline(bench.db, n, CTE_SAMPLE, CTE_BUDGET_MS, prng(SEED));
      console.log(
        `  CTE baseline: ${count(cte.sampled)} users in ${ms(cte.sampleMs)} (median ${cte.medianMs.toFixed(2)} ms, ` +
          `slowest ${ms(cte.maxMs)})${cte.stoppedByBudget ? ', stopped by the time budget' : ''}; ` +
          `extrapolated linearly to ${count(n)} users: ${ms(cte.extrapolatedMs)} (estimate, not measured)`,
      );
      result.cte = cte;
    }
    return result;
  } finally {
    await bench.drop();
    console.log(`  database ${bench.name} dropped`);
  }
}

async function main() {
  dropOnSignal();
  if (PROFILE) profileStatements();
  console.log(
    `settlement benchmark: day ${DAY}, sizes ${SIZES.map(count).join(', ')}, seed ${SEED}; ` +
      `node ${process.version}, ${cpus().length} CPUs`,
  );
  const results: SizeResult[] = [];
  for (const n of SIZES) results.push(await runSize(n));

  const base = results.find((r) => r.cte) ?? results[0]!;
  const cteRatio = base.cte ? base.cte.extrapolatedMs / base.engineMs : Number.NaN;
  console.log('\n━━ summary ━━');
  table([
    ['size', ...results.map((r) => count(r.users))],
    ['users', ...results.map((r) => count(r.users))],
    ['orders in the day (nodes + stakes)', ...results.map((r) => count(r.orders))],
    ['reward lines', ...results.map((r) => count(r.lines))],
    ['users paid', ...results.map((r) => count(r.usersPaid))],
    ['loadDay ms', ...results.map((r) => Math.round(r.loadMs).toString())],
    ['engine_ms (settleColumns, median of 3)', ...results.map((r) => Math.round(r.engineMs).toString())],
    ['e2e_ms (settle on PostgreSQL)', ...results.map((r) => Math.round(r.e2eMs).toString())],
    [
      'floor_ms (COPY the inputs out, the outputs in, the credits)',
      ...results.map((r) => Math.round(floorOf(r)).toString()),
    ],
    ['  of which reading the inputs', ...results.map((r) => Math.round(r.floorReadMs).toString())],
    ['  of which the balance credits', ...results.map((r) => Math.round(r.floorCreditMs).toString())],
    ['floor_ratio (e2e / floor)', ...results.map((r) => (r.e2eMs / floorOf(r)).toFixed(1))],
    ['peak RSS MB (process so far)', ...results.map((r) => mb(r.peakRssBytes).toString())],
    ['peak RSS MB sampled during settle', ...results.map((r) => mb(r.e2ePeakRssBytes).toString())],
    ['engine µs per user', ...results.map((r) => ((r.engineMs * 1000) / r.users).toFixed(2))],
    ['e2e µs per user', ...results.map((r) => ((r.e2eMs * 1000) / r.users).toFixed(1))],
  ]);
  const last = results.at(-1)!;
  if (results.length > 1) {
    const first = results[0]!;
    const growth = (a: number, b: number) => (b / a).toFixed(1);
    console.log(
      `growth ${count(last.users)}/${count(first.users)} (x${last.users / first.users} users): ` +
        `engine x${growth(first.engineMs, last.engineMs)}, e2e x${growth(first.e2eMs, last.e2eMs)}`,
    );
  }
  if (base.cte) {
    console.log(
      `cte_ratio at ${count(base.users)} users: ${ms(base.cte.extrapolatedMs)} (per-user CTE, extrapolated from ` +
        `${count(base.cte.sampled)} sampled users) / ${ms(base.engineMs)} (engine, every user) = ${cteRatio.toFixed(1)}`,
    );
  }
  console.log(
    `aims at 1M: engine < 1,000 ms, end to end < 60,000 ms, memory < 2,048 MB ` +
      `(here: ${Math.round(last.engineMs)} ms, ${Math.round(last.e2eMs)} ms, ${mb(last.peakRssBytes)} MB)`,
  );
  console.log(
    `settlement users=${last.users} engine_ms=${Math.round(last.engineMs)} e2e_ms=${Math.round(last.e2eMs)} ` +
      `floor_ms=${Math.round(floorOf(last))} floor_ratio=${(last.e2eMs / floorOf(last)).toFixed(1)} ` +
      `cte_ratio=${cteRatio.toFixed(1)}`,
  );
}

await main();
