import type { Asset } from './assets';
import { LEDGER_KIND_NAMES, type LedgerKind } from './ledger-kinds';
import type { RewardKind } from './settlement/reward-kinds';

/**
 * The one definition of income (docs/rules.md "What counts as income"): for every ledger kind,
 * whether a transfer of it is the user's income. Income details list, and the reward summary
 * totals, exactly the ledger entries of the user's accounts whose transfer has an income kind,
 * summed per asset; nothing else decides what counts. A `Record` over the ledger catalogue, so a
 * new ledger kind fails the build until it is classed here.
 *
 * - `earned`: pays the user for nothing given in return; the entry is positive.
 * - `taken_back`: takes back earned income (a missed assessment clears held rewards); the entry
 *   is negative, so the total is what the user keeps.
 * - `null`: not income: the user's own money coming back, moving between their buckets, or paid
 *   for with something else.
 *
 * A held reward counts once, on its `reward_*` entry (credited to `reward_hold`): the assessment
 * release only moves it to `available` inside the user's own accounts (net zero) and is not
 * income. The global bonus counts on its `reward_global_bonus` entry into `vesting`; its daily
 * `position_release` is the same kind of move.
 */
export const LEDGER_KIND_INCOME = {
  deposit: null,
  withdraw_hold: null,
  withdraw_payout: null,
  withdraw_payout_reversal: null,
  withdraw_refund: null,
  transfer: null,
  swap: null,
  node_purchase: null,
  node_sales_reward: 'earned',
  node_share_bonus: 'earned',
  node_tier_bonus: 'earned',
  stake_open: null,
  stake_return: null,
  woohoo_purchase: null,
  position_release: null,
  mall_purchase: null,
  mall_refund: null,
  reward_static: 'earned',
  reward_differential: 'earned',
  reward_same_level: 'earned',
  reward_override: 'earned',
  reward_generation: 'earned',
  reward_team_subsidy: 'earned',
  reward_community_subsidy: 'earned',
  reward_fee_dividend: 'earned',
  reward_network_dividend: 'earned',
  reward_global_bonus: 'earned',
  reward_id_referral: 'earned',
  reward_token_referral: 'earned',
  assessment_release: null,
  assessment_clear: 'taken_back',
  box_prize: 'earned',
  task_reward: 'earned',
  invite_gift: 'earned',
  balance_adjustment: null,
} as const satisfies Record<LedgerKind, 'earned' | 'taken_back' | null>;

/** A ledger kind that counts as income (earned or taken back). */
export type IncomeKind = {
  [K in LedgerKind]: (typeof LEDGER_KIND_INCOME)[K] extends null ? never : K;
}[LedgerKind];

/** The income kinds in the ledger catalogue's order: the filter of Income details. */
export const INCOME_KIND_NAMES = LEDGER_KIND_NAMES.filter(
  (kind): kind is IncomeKind => LEDGER_KIND_INCOME[kind] !== null,
) as [IncomeKind, ...IncomeKind[]];

export function isIncomeKind(kind: string): kind is IncomeKind {
  return (INCOME_KIND_NAMES as readonly string[]).includes(kind);
}

/**
 * The assets income is paid in (SPEC 3 "Earnings are in USDT, BHC and BNB"; the node bonuses in
 * USDB, SPEC 9): the asset filter of Income details. $WOOHOO is only ever bought.
 */
export const INCOME_ASSETS = ['USDT', 'USDB', 'BHC', 'BNB'] as const satisfies readonly Asset[];
export type IncomeAsset = (typeof INCOME_ASSETS)[number];

/** The settlement reward kind an income kind posts (`reward_static` is `static`), if it is one. */
export function rewardKindOf(kind: IncomeKind): RewardKind | undefined {
  return kind.startsWith('reward_') ? (kind.slice('reward_'.length) as RewardKind) : undefined;
}
