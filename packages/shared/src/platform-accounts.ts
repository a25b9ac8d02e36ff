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
 */
export const PLATFORM_ACCOUNTS = {
  chain: { role: 'external' },
  fees: { role: 'fee' },
  swap_reserve: { role: 'reserve' },
  issuance: { role: 'issuer' },
  /** What node orders paid, less the referrers' sales rewards paid from it. */
  node_sales: { role: 'sales' },
  /** What $WOOHOO orders paid. */
  woohoo_sales: { role: 'sales' },
  /** Mall orders paid from balances; a cancelled order's refund comes back out of it. */
  mall_revenue: { role: 'sales' },
  /** What the daily settlement paid out as rewards (negative, per asset). */
  rewards: { role: 'expense' },
  /** What claimed blind-box prizes paid out (negative, in USDT). */
  box_prizes: { role: 'expense' },
  /** What the task centre paid: claimed task rewards and pioneers' gifts (negative, USDT). */
  task_rewards: { role: 'expense' },
  /** Operators' balance adjustments, each with its reason (negative when users gained). */
  adjustments: { role: 'expense' },
} as const satisfies Record<string, { role: PlatformRole }>;

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
