// The benchmark's data: a referral tree and a day of activity, from a seeded PRNG so every run
// builds the same rows, written set-based (`INSERT ... SELECT FROM unnest(...)` in chunks; the
// repository has no pg-copy-streams for COPY).
//
// user_closure is NOT filled: the settlement never reads it (loadDay reads users.referrer_id),
// and for three chains 10,000 deep it would hold about 150 million rows.
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { Queryable } from '../../apps/server/src/db/db';
import { REGISTRATION_ACCOUNTS } from '../../apps/server/src/modules/ledger/ledger-rules';

const T = 10n ** 18n;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The node share price under the default rules (520 USDT). */
const SHARE_PRICE_WEI = 520n * T;
/** $WOOHOO phase 1 price: 0.1 USDT per token. */
const WOOHOO_PRICE_WEI = T / 10n;
const CHUNK = 50_000;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Tree = {
  n: number;
  /** parent[i]: index of i's referrer, -1 for none; user id = index + 1. */
  parent: Int32Array;
  /** When each user registered (epoch ms), increasing with the index. */
  createdMs: Float64Array;
  chains: number;
  chainLength: number;
};

/**
 * N users, each referred by a random earlier user: 70% uniformly, 30% skewed to the earliest
 * users (u^3), so a few have thousands of directs; 1% register without a referrer. Three runs of
 * `chainLength` consecutive users each refer the next: chains that deep.
 */
export function buildTree(n: number, window: DayWindow, random: () => number): Tree {
  const chains = 3;
  const chainLength = Math.min(10_000, Math.floor(n / 10));
  const chainStarts = [0.25, 0.5, 0.75].map((f) => Math.floor(n * f));
  const parent = new Int32Array(n);
  parent[0] = -1;
  for (let i = 1; i < n; i++) {
    const inChain = chainStarts.some((s) => i > s && i < s + chainLength);
    if (inChain) parent[i] = i - 1;
    else if (random() < 0.01) parent[i] = -1;
    else if (random() < 0.3) parent[i] = Math.floor(i * random() ** 3);
    else parent[i] = Math.floor(i * random());
  }
  // Registrations from 2026-01-01 to the middle of the day: the last few hundred join in the day.
  const first = Date.parse('2026-01-01T00:00:00Z');
  const last = window.start.getTime() + 12 * HOUR;
  const createdMs = new Float64Array(n);
  for (let i = 0; i < n; i++) createdMs[i] = first + Math.floor(((last - first) * i) / n);
  return { n, parent, createdMs, chains, chainLength };
}

/** Runs `sql` once per chunk of the column arrays (each a parameter, sliced alike). */
async function insertChunked(db: Queryable, sql: string, columns: unknown[][], extra: unknown[] = []) {
  const rows = columns[0]!.length;
  for (let from = 0; from < rows; from += CHUNK) {
    await db.query(sql, [...extra, ...columns.map((column) => column.slice(from, from + CHUNK))]);
  }
}

/** The users table: ids 1..n (the serial is moved past them), fake distinct addresses. */
export async function insertUsers(db: Queryable, tree: Tree): Promise<void> {
  const referrer: (number | null)[] = new Array(tree.n);
  const created: number[] = new Array(tree.n);
  const ids: number[] = new Array(tree.n);
  for (let i = 0; i < tree.n; i++) {
    ids[i] = i + 1;
    referrer[i] = tree.parent[i]! < 0 ? null : tree.parent[i]! + 1;
    created[i] = tree.createdMs[i]!;
  }
  await insertChunked(
    db,
    `INSERT INTO users (id, address, pid, referrer_id, created_at)
     SELECT id, '0x' || lpad(to_hex(id), 40, '0'),
            CASE WHEN ref IS NULL THEN NULL ELSE '0x' || lpad(to_hex(ref), 40, '0') END,
            ref, to_timestamp(ms / 1000.0)
       FROM unnest($1::bigint[], $2::bigint[], $3::float8[]) AS t (id, ref, ms)`,
    [ids, referrer, created],
  );
  await db.query(`SELECT setval('users_id_seq', $1)`, [tree.n]);
  // Every user holds the accounts registration opens (auth-service: openUserAccounts), so the
  // settlement updates existing rows, on a table of a live database's size: about six a user.
  await db.query(
    `INSERT INTO ledger_accounts (owner, user_id, asset, bucket)
     SELECT 'u:' || u.id, u.id, p.asset, p.bucket
       FROM users u CROSS JOIN unnest($1::text[], $2::text[]) WITH ORDINALITY AS p (asset, bucket, ord)
      ORDER BY u.id, p.ord`,
    [REGISTRATION_ACCOUNTS.map(([asset]) => asset), REGISTRATION_ACCOUNTS.map(([, bucket]) => bucket)],
  );
}

export type Activity = {
  nodeOrdersBefore: number;
  nodeOrdersInDay: number;
  nodeBuyersInDay: number;
  stakesRunning: number;
  stakesOpened: number;
  woohooOrders: number;
};

type NodeRows = {
  user: number[];
  kind: string[];
  shares: number[];
  self: number[];
  re: boolean[];
  ms: number[];
};
type StakeRows = { user: number[]; tens: number[]; ms: number[] };

function nodeKind(random: () => number): string {
  const k = random();
  return k < 0.8 ? 'community' : k < 0.92 ? 'main' : 'genesis';
}

function nodeShares(random: () => number): number {
  const s = random();
  return s < 0.7 ? 1 : s < 0.9 ? 2 : 3 + Math.floor(random() * 3);
}

/** A stake of 10..1000 USDT in steps of 10, skewed to small amounts (returned in tens). */
function stakeTens(random: () => number): number {
  return Math.min(100, 1 + Math.floor(random() ** 2 * 100));
}

/**
 * A day of activity around day D's window [D-1 13:00Z, D 13:00Z): node order history for ~30% of
 * the users, ~3% buying nodes in the day, ~15% with a 30-day stake running through the day, ~4%
 * opening one in the day, and a few $WOOHOO purchases in the day.
 */
export async function insertActivity(
  db: Queryable,
  tree: Tree,
  window: DayWindow,
  random: () => number,
): Promise<Activity> {
  const start = window.start.getTime();
  const end = window.end.getTime();
  const between = (from: number, to: number) => from + Math.floor(random() * Math.max(1, to - from));
  const nodes: NodeRows = { user: [], kind: [], shares: [], self: [], re: [], ms: [] };
  const pushNode = (user: number, ms: number, previous: number) => {
    nodes.user.push(user + 1);
    nodes.kind.push(nodeKind(random));
    nodes.shares.push(nodeShares(random));
    nodes.self.push(previous < 2 ? 1 : 0);
    nodes.re.push(previous > 0);
    nodes.ms.push(ms);
  };
  const stakes: StakeRows = { user: [], tens: [], ms: [] };
  const pushStake = (user: number, ms: number) => {
    stakes.user.push(user + 1);
    stakes.tens.push(stakeTens(random));
    stakes.ms.push(ms);
  };
  const activity: Activity = {
    nodeOrdersBefore: 0,
    nodeOrdersInDay: 0,
    nodeBuyersInDay: 0,
    stakesRunning: 0,
    stakesOpened: 0,
    woohooOrders: 0,
  };
  for (let i = 0; i < tree.n; i++) {
    const created = tree.createdMs[i]!;
    let history = 0;
    if (created < start && random() < 0.3) {
      history = random() < 0.1 ? 2 : 1;
      for (let k = 0; k < history; k++) pushNode(i, between(created, start), k);
      activity.nodeOrdersBefore += history;
    }
    if (random() < 0.03) {
      pushNode(i, between(Math.max(start, created), end), history);
      activity.nodeOrdersInDay++;
      activity.nodeBuyersInDay++;
    }
    // Running through the day: opened in the 29 days before the window, so it expires after it.
    if (created < start && random() < 0.15) {
      pushStake(i, between(Math.max(created, start - 29 * DAY + HOUR), start));
      activity.stakesRunning++;
    }
    if (random() < 0.04) {
      pushStake(i, between(Math.max(start, created), end));
      activity.stakesOpened++;
    }
  }
  await insertChunked(
    db,
    `INSERT INTO node_orders (user_id, kind, shares, price, total, self_counted, repurchase, referrer_id,
                              rules_version, created_at)
     SELECT t.uid, t.kind, t.shares, $1::numeric, $1::numeric * t.shares, t.self, t.re, u.referrer_id, 1,
            to_timestamp(t.ms / 1000.0)
       FROM unnest($2::bigint[], $3::text[], $4::int[], $5::int[], $6::bool[], $7::float8[])
            AS t (uid, kind, shares, self, re, ms)
       JOIN users u ON u.id = t.uid`,
    [nodes.user, nodes.kind, nodes.shares, nodes.self, nodes.re, nodes.ms],
    [SHARE_PRICE_WEI.toString()],
  );
  await insertChunked(
    db,
    `INSERT INTO stake_orders (user_id, type, package_id, days, amount, daily_rate_bps, accelerable_total,
                               accelerable_used, expires_at, status, rules_version, created_at)
     SELECT t.uid, 'stablecoin_overlord', 'd30', 30, $1::numeric * t.tens, 30, 2 * $1::numeric * t.tens, 0,
            to_timestamp(t.ms / 1000.0) + interval '30 days', 'active', 1, to_timestamp(t.ms / 1000.0)
       FROM unnest($2::bigint[], $3::int[], $4::float8[]) AS t (uid, tens, ms)`,
    [stakes.user, stakes.tens, stakes.ms],
    [(10n * T).toString()],
  );
  // A few $WOOHOO purchases in the day (phase 1, 0.1 USDT a token).
  const woohoo = { user: [] as number[], tokens: [] as number[], ms: [] as number[] };
  const count = Math.max(20, Math.floor(tree.n / 2_000));
  for (let k = 0; k < count; k++) {
    const i = Math.floor(random() * tree.n);
    woohoo.user.push(i + 1);
    woohoo.tokens.push(100 * (1 + Math.floor(random() * 50)));
    woohoo.ms.push(between(Math.max(start, tree.createdMs[i]!), end));
  }
  await insertChunked(
    db,
    `INSERT INTO woohoo_orders (user_id, phase, amount, price, cost, rules_version, created_at)
     SELECT t.uid, 1, $1::numeric * t.tokens, $2::numeric, $2::numeric * t.tokens, 1, to_timestamp(t.ms / 1000.0)
       FROM unnest($3::bigint[], $4::int[], $5::float8[]) AS t (uid, tokens, ms)`,
    [woohoo.user, woohoo.tokens, woohoo.ms],
    [T.toString(), WOOHOO_PRICE_WEI.toString()],
  );
  activity.woohooOrders = count;
  return activity;
}

/** Shape of the tree, for the composition printout. */
export function treeShape(tree: Tree): { roots: number; maxDepth: number; maxDirects: number } {
  const depth = new Int32Array(tree.n);
  const directs = new Int32Array(tree.n);
  let roots = 0;
  let maxDepth = 0;
  for (let i = 0; i < tree.n; i++) {
    const p = tree.parent[i]!;
    if (p < 0) {
      roots++;
      continue;
    }
    depth[i] = depth[p]! + 1;
    directs[p] = directs[p]! + 1;
    if (depth[i]! > maxDepth) maxDepth = depth[i]!;
  }
  let maxDirects = 0;
  for (let i = 0; i < tree.n; i++) if (directs[i]! > maxDirects) maxDirects = directs[i]!;
  return { roots, maxDepth, maxDirects };
}
