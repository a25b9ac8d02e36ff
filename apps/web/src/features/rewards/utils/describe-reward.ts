import { GLOBAL_BONUS_RELEASE_DAYS } from '@woohoo/shared/constants';
import { REWARD_KINDS, type RewardKind, type RewardSource } from '@woohoo/shared/settlement/reward-kinds';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { shortenAddress } from '../../../lib/format/shorten-address';
import type { Text } from '../../../lib/i18n/render-text';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import type { Reward } from './reward-types';

/**
 * The label of every reward kind the server can write (SPEC 3 "Reward types"). A `Record` over
 * the shared catalogue: a new kind without its label here fails the build, and the locale test
 * makes every language carry it.
 */
export const REWARD_KIND_LABELS = {
  static: 'rewards.kinds.static',
  differential: 'rewards.kinds.differential',
  same_level: 'rewards.kinds.same_level',
  override: 'rewards.kinds.override',
  generation: 'rewards.kinds.generation',
  team_subsidy: 'rewards.kinds.team_subsidy',
  community_subsidy: 'rewards.kinds.community_subsidy',
  fee_dividend: 'rewards.kinds.fee_dividend',
  network_dividend: 'rewards.kinds.network_dividend',
  global_bonus: 'rewards.kinds.global_bonus',
  id_referral: 'rewards.kinds.id_referral',
  token_referral: 'rewards.kinds.token_referral',
} as const satisfies Record<RewardKind, `rewards.kinds.${RewardKind}`>;

const SOURCE_TEXTS = {
  node_order: 'rewards.sources.node_order',
  stake_order: 'rewards.sources.stake_order',
  woohoo_order: 'rewards.sources.woohoo_order',
  user: 'rewards.sources.user',
  pool: 'rewards.sources.pool',
} as const satisfies Record<RewardSource, `rewards.sources.${RewardSource}`>;

/** The node kind whose shares weigh each pool shared by shares held (docs/rules.md "Rewards"). */
const SHARE_POOLS = {
  community_subsidy: 'rewards.detail.communityShares',
  fee_dividend: 'rewards.detail.mainShares',
  network_dividend: 'rewards.detail.genesisShares',
} as const;

/** Every text a reward line can say; typed so a missing locale key fails the build. */
export type RewardTextKey =
  | (typeof REWARD_KIND_LABELS)[RewardKind]
  | (typeof SOURCE_TEXTS)[RewardSource]
  | (typeof SHARE_POOLS)[keyof typeof SHARE_POOLS]
  | 'rewards.unknownKind'
  | 'rewards.detail.ofOrder'
  | 'rewards.detail.ofOrderBy'
  | 'rewards.detail.ofDifferential'
  | 'rewards.detail.ofDifferentialBy'
  | 'rewards.detail.firstOrder'
  | 'rewards.detail.teamSubsidy'
  | 'rewards.detail.globalBonus'
  | 'rewards.detail.globalBonusOfLevel'
  | 'rewards.line'
  | 'rewards.meta'
  | 'rewards.capped';

export type RewardText = Text<RewardTextKey>;

/**
 * One reward line in words (docs/rules.md "Rewards and the daily settlement"): its kind's label,
 * what it was computed from ("6% of node order #17 (1,040 USDT) by 0xab…cd"), the settlement day
 * with the rules version, and, when the day's cap scaled it, at what ratio it was paid.
 */
export type RewardDescription = {
  label: RewardText;
  detail: RewardText | undefined;
  meta: RewardText;
  /** "Capped: the day's rewards were paid at 83.2%"; undefined when the cap did not scale it. */
  capped: RewardText | undefined;
};

function isRewardKind(kind: string): kind is RewardKind {
  return Object.hasOwn(REWARD_KINDS, kind);
}

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');
const short = (address: string) => shortenAddress(address, 4, 4);

/** The order or user a line was computed from: "node order #17", "user #9", "the day's pool". */
function sourceText(reward: Reward): RewardText {
  const key = Object.hasOwn(SOURCE_TEXTS, reward.source) ? SOURCE_TEXTS[reward.source] : SOURCE_TEXTS.pool;
  return { key, values: { id: reward.sourceId } };
}

/** A rate of an order: "6% of node order #17 (1,040 USDT) by 0xab…cd". */
function ofOrder(reward: Reward): RewardText {
  const values = { rate: formatBps(reward.rateBps), order: sourceText(reward), basis: usdt(reward.basis) };
  return reward.sourceAddress
    ? { key: 'rewards.detail.ofOrderBy', values: { ...values, address: short(reward.sourceAddress) } }
    : { key: 'rewards.detail.ofOrder', values };
}

/** A share of someone's differential reward (same level, override): the basis is that reward. */
function ofDifferential(reward: Reward): RewardText {
  const values = { rate: formatBps(reward.rateBps), order: sourceText(reward), basis: usdt(reward.basis) };
  return reward.sourceAddress
    ? { key: 'rewards.detail.ofDifferentialBy', values: { ...values, address: short(reward.sourceAddress) } }
    : { key: 'rewards.detail.ofDifferential', values };
}

/** A share of a pool by weight: "3 of 120 main node shares of a 40 USDT pool". */
function ofPool(reward: Reward, key: RewardTextKey): RewardText {
  return { key, values: { weight: reward.weight, count: reward.weightTotal, basis: usdt(reward.basis) } };
}

/**
 * The global bonus: an equal share among the holders of one level, paid as a locked position
 * released over 60 days (SPEC 6 and 9). The line does not carry the level; a server that puts
 * "B6" or "B7" in `sourceId` gets it named.
 */
function globalBonus(reward: Reward): RewardText {
  const values = {
    weight: reward.weight,
    count: reward.weightTotal,
    basis: usdt(reward.basis),
    days: Number(GLOBAL_BONUS_RELEASE_DAYS),
  };
  return reward.sourceId === 'B6' || reward.sourceId === 'B7'
    ? { key: 'rewards.detail.globalBonusOfLevel', values: { ...values, level: reward.sourceId } }
    : { key: 'rewards.detail.globalBonus', values };
}

function detailOf(kind: RewardKind, reward: Reward): RewardText {
  switch (kind) {
    case 'static':
    case 'differential':
    case 'generation':
    case 'token_referral':
      return ofOrder(reward);
    case 'same_level':
    case 'override':
      return ofDifferential(reward);
    case 'id_referral':
      return {
        key: 'rewards.detail.firstOrder',
        values: { address: reward.sourceAddress ? short(reward.sourceAddress) : sourceText(reward) },
      };
    case 'team_subsidy':
      return {
        key: 'rewards.detail.teamSubsidy',
        values: { rate: formatBps(reward.rateBps), basis: usdt(reward.basis) },
      };
    case 'community_subsidy':
    case 'fee_dividend':
    case 'network_dividend':
      return ofPool(reward, SHARE_POOLS[kind]);
    case 'global_bonus':
      return globalBonus(reward);
  }
}

/**
 * The ratio at which the day's cap paid a line, paid value over value, in basis points rounded
 * down (8320 for 83.2%); undefined when the line was not capped or has no value.
 */
export function paidRatioBps(reward: Pick<Reward, 'capped' | 'value' | 'paidValue'>): bigint | undefined {
  const value = parseWei(reward.value);
  if (!reward.capped || value === 0n) return undefined;
  return (parseWei(reward.paidValue) * 10_000n) / value;
}

/** One reward line in the user's language, from its fields only. SPEC 8 "Unknown reward" for a kind we cannot name. */
export function describeReward(reward: Reward): RewardDescription {
  const kind: string = reward.kind;
  const ratio = paidRatioBps(reward);
  return {
    label: isRewardKind(kind) ? { key: REWARD_KIND_LABELS[kind] } : { key: 'rewards.unknownKind' },
    detail: isRewardKind(kind) ? detailOf(kind, reward) : sourceText(reward),
    meta: {
      key: 'rewards.meta',
      values: { day: formatCalendarDay(reward.day), version: reward.rulesVersion },
    },
    capped: ratio === undefined ? undefined : { key: 'rewards.capped', values: { ratio: formatBps(ratio) } },
  };
}

/** The label and detail as one sentence: "Static reward: 0.3% of stake order #5 (500 USDT)". */
export function rewardSentence(description: RewardDescription): RewardText {
  return description.detail
    ? { key: 'rewards.line', values: { label: description.label, detail: description.detail } }
    : description.label;
}
