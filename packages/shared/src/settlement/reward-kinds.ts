import type { Asset } from '../assets';
import type { NodeKind } from '../rules/rules-config';

/**
 * SPEC 3 "Reward types": the twelve reward kinds, the one catalogue the engine, the ledger, the
 * API and the web app share. Each names the asset it pays in and whether it is static (earned by
 * the user's own stake) or dynamic (earned from the team). docs/rules.md "Rewards" gives each
 * rule and its default.
 */
export const REWARD_KINDS = {
  static: { asset: 'USDT', nature: 'static' },
  differential: { asset: 'USDT', nature: 'dynamic' },
  same_level: { asset: 'USDT', nature: 'dynamic' },
  override: { asset: 'USDT', nature: 'dynamic' },
  generation: { asset: 'USDT', nature: 'dynamic' },
  team_subsidy: { asset: 'USDT', nature: 'dynamic' },
  community_subsidy: { asset: 'USDT', nature: 'dynamic' },
  fee_dividend: { asset: 'USDT', nature: 'dynamic' },
  network_dividend: { asset: 'BNB', nature: 'dynamic' },
  global_bonus: { asset: 'USDT', nature: 'dynamic' },
  id_referral: { asset: 'BHC', nature: 'dynamic' },
  token_referral: { asset: 'BHC', nature: 'dynamic' },
} as const satisfies Record<string, { asset: Asset; nature: 'static' | 'dynamic' }>;

export type RewardKind = keyof typeof REWARD_KINDS;
export const REWARD_KIND_NAMES = Object.keys(REWARD_KINDS) as [RewardKind, ...RewardKind[]];

/**
 * The node pools (SPEC 3 "community subsidy, fee dividend, network dividend"; docs/rules.md
 * "Rewards"): the reward kind each node kind's holders share by shares held. The settlement
 * engine pays from this table and the full-node assessment shows each kind's income by it.
 */
export const NODE_KIND_REWARDS = {
  main: 'fee_dividend',
  genesis: 'network_dividend',
  community: 'community_subsidy',
} as const satisfies Record<NodeKind, RewardKind>;

/** What a reward line is computed from: an order of the day, a user, or a pool of the day. */
export const REWARD_SOURCES = ['node_order', 'stake_order', 'woohoo_order', 'user', 'pool'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** The ledger kind that posts a reward kind: `reward_<kind>`. */
export function rewardLedgerKind<K extends RewardKind>(kind: K): `reward_${K}` {
  return `reward_${kind}`;
}
