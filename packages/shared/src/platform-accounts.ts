/**
 * The platform's own ledger accounts and the role each plays in the books.
 * The transparency report and the invariant checks read this catalogue rather than account names
 * written into queries, so a new platform account joins the books by being catalogued here (and
 * an account in the database that is not catalogued turns the report red).
 *
 * Roles:
 * - external: mirrors money that entered (negative) or left (positive) through the chain; it must
 *   equal what the deposit and payout records say.
 * - issuer: creates an internal asset (negative); USDB issued by the instant swap.
 * - fee: what the platform charged as fees (withdrawal and transfer fees, swap fees).
 * - sales: what the platform sold for (node shares, $WOOHOO, mall orders): revenue, but not fees,
 *   so the public report shows the two apart (docs/rules.md "What backs each asset").
 * - reserve: what the platform holds to back something it issued (USDT behind USDB).
 * - expense: what the platform paid out by rule (the settlement's rewards).
 *
 * Shards: an account that many users' writes touch at once (every node purchase credits
 * node_sales and pays the referrer's bonus out of issuance) is kept as `shards` rows, and each
 * transfer posts to one of them (`platformShard`), so concurrent purchases lock different rows
 * instead of queueing on one. The account's balance is the sum of its rows; every report and
 * check reads it that way (docs/rules.md "Platform accounts").
 */
/**
 * Rows of each hot platform account: more than the API's concurrent transactions (two replicas of
 * ten pool connections each), so that consecutive orders, posted round-robin, rarely share one.
 */
export const HOT_ACCOUNT_SHARDS = 32;

export const PLATFORM_ACCOUNTS = {
  chain: { role: 'external' },
  fees: { role: 'fee', shards: HOT_ACCOUNT_SHARDS },
  swap_reserve: { role: 'reserve', shards: HOT_ACCOUNT_SHARDS },
  issuance: { role: 'issuer', shards: HOT_ACCOUNT_SHARDS },
  /** What node orders paid, less the referrers' sales rewards paid from it. */
  node_sales: { role: 'sales', shards: HOT_ACCOUNT_SHARDS },
  /** What $WOOHOO orders paid. */
  woohoo_sales: { role: 'sales', shards: HOT_ACCOUNT_SHARDS },
  /** Mall orders paid from balances; a cancelled order's refund comes back out of it. */
  mall_revenue: { role: 'sales', shards: HOT_ACCOUNT_SHARDS },
  /** What the daily settlement paid out as rewards (negative, per asset). */
  rewards: { role: 'expense' },
  /** What claimed blind-box prizes paid out (negative, in USDT). */
  box_prizes: { role: 'expense' },
  /** What the task centre paid: claimed task rewards and pioneers' gifts (negative, USDT). */
  task_rewards: { role: 'expense' },
  /** Operators' balance adjustments, each with its reason (negative when users gained). */
  adjustments: { role: 'expense' },
} as const satisfies Record<string, { role: PlatformRole; shards?: number }>;

export type PlatformRole = 'external' | 'issuer' | 'fee' | 'sales' | 'reserve' | 'expense';
export type PlatformAccount = keyof typeof PLATFORM_ACCOUNTS;
export const PLATFORM_ACCOUNT_NAMES = Object.keys(PLATFORM_ACCOUNTS) as [
  PlatformAccount,
  ...PlatformAccount[],
];

export function isPlatformAccount(value: string): value is PlatformAccount {
  return Object.hasOwn(PLATFORM_ACCOUNTS, value);
}

/** The platform accounts that play `role`. */
export function accountsWithRole(role: PlatformRole): PlatformAccount[] {
  return PLATFORM_ACCOUNT_NAMES.filter((name) => PLATFORM_ACCOUNTS[name].role === role);
}

/** How many rows `account` is kept in (1 for an account that is not sharded). */
export function shardCount(account: PlatformAccount): number {
  const entry = PLATFORM_ACCOUNTS[account];
  return 'shards' in entry ? entry.shards : 1;
}

/**
 * The row of `account` a transfer posts to, from the id of the record it belongs to: every
 * transfer of one record (a node order's payment and its referrer's rewards) uses the same row,
 * so one transaction locks one row of each account, and records with consecutive numeric ids take
 * the rows in turn. A reference that is not a number is hashed (FNV-1a).
 */
export function platformShard(account: PlatformAccount, refId: string): number {
  const shards = shardCount(account);
  if (shards === 1) return 0;
  if (/^\d{1,15}$/.test(refId)) return Number(refId) % shards;
  let hash = 0x811c9dc5;
  for (let i = 0; i < refId.length; i++) {
    hash ^= refId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}
