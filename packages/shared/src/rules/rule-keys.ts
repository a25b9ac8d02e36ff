import type { RulesConfig } from './rules-config';

type Section = Exclude<keyof RulesConfig, 'version' | 'effectiveAt'>;

/**
 * Every name the rules configuration can send over the wire (`GET /api/transparency/rules`,
 * the stored JSON of `RulesConfig`): its sections, and per section the keys at any depth (the
 * node kinds under `supply`, a stake package's fields, a sale phase's fields). The web app labels
 * each once per language (transparency "Rules in force"); `rule-keys.test.ts` fails when the
 * configuration gains a name that is not listed here (STYLE "One catalogue, shared by both sides").
 */
export const RULE_KEYS = {
  nodes: [
    'shareWei',
    'supply',
    'main',
    'genesis',
    'community',
    'maxSharesPerOrder',
    'selfCountedOrders',
    'salesRewardBps',
    'bonusPerShareUsdbWei',
    'tiersWei',
    'tierBonusUsdbWei',
  ],
  stake: ['packages', 'id', 'days', 'dailyRateBps', 'minWei', 'maxWei', 'stepWei', 'accelerableBps'],
  woohoo: ['phases', 'quotaWei', 'priceWei', 'lockDays', 'dailyReleaseBps'],
  team: ['d1Directs', 'b3SmallCommunityWei', 'b5SmallCommunityWei', 'legsForB6B7'],
  rewards: [
    'capBps',
    'levelRatesBps',
    'sameLevelBps',
    'overrideBps',
    'generationBps',
    'teamSubsidyBps',
    'teamSubsidyMinLevel',
    'communitySubsidyBps',
    'feeDividendBps',
    'networkDividendBps',
    'globalBonusBps',
    'globalBonusReleaseDays',
    'idReferralValueWei',
    'tokenReferralBps',
    'bhcPriceWei',
    'bnbPriceWei',
  ],
  assessment: ['weeklyTargetWei', 'lossBps', 'freeDays', 'extraDaysPerCompletion'],
  boxes: [
    'tutorialOrderWei',
    'tutorialInviteeStakeWei',
    'coachingActiveDirects',
    'prizeValuesWei',
    'prizeWeights',
  ],
  tasks: [
    'pioneerTargetRewardWei',
    'pioneerCaptainsRewardWei',
    'captainRewardWei',
    'ambassadorRewardWei',
    'captainsToInvite',
    'giftTarget',
    'giftValueWei',
  ],
  treasury: [
    'dailyPayoutLimitWei',
    'fourEyesAboveWei',
    'userDailyLimitWei',
    'adjustmentFourEyesAboveWei',
    'limitChangeDelaySec',
    'lowUsdtWei',
    'lowBnbWei',
    'hotFloatUsdtWei',
    'sweepMarginUsdtWei',
  ],
} as const satisfies Record<Section, readonly string[]>;

export type RuleSectionName = keyof typeof RULE_KEYS;
export type RuleKeyName = (typeof RULE_KEYS)[RuleSectionName][number];

/** The sections, in the configuration's order. */
export const RULE_SECTION_NAMES = Object.keys(RULE_KEYS) as RuleSectionName[];

/** Every key name once (a name may sit in one section only). */
export const RULE_KEY_NAMES: readonly RuleKeyName[] = RULE_SECTION_NAMES.flatMap(
  (section) => RULE_KEYS[section],
);

export function isRuleSectionName(name: string): name is RuleSectionName {
  return Object.hasOwn(RULE_KEYS, name);
}

export function isRuleKeyName(name: string): name is RuleKeyName {
  return (RULE_KEY_NAMES as readonly string[]).includes(name);
}
