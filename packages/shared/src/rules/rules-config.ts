import {
  BLIND_BOX_INVITEE_STAKE_THRESHOLD_WEI,
  BLIND_BOX_ORDER_THRESHOLD_WEI,
  D1_DIRECT_REFERRALS,
  GLOBAL_BONUS_BPS,
  GLOBAL_BONUS_RELEASE_DAYS,
  NODE_REFERRAL_BONUS_USDB_WEI,
  NODE_SALES_REWARD_BPS,
  NODE_SHARE_PRICE_WEI,
  ONE_TOKEN_WEI,
  PIONEER_GIFT_TARGET,
  REFERRAL_TIER_STEP_WEI,
  REFERRAL_TIERS_WEI,
  STAKE_MAX_WEI,
  STAKE_MIN_WEI,
  STAKE_STEP_WEI,
  WOOHOO_PHASE_QUOTAS_WEI,
} from '../constants';

/** SPEC 1: the node kinds on sale. */
export const NODE_KINDS = ['main', 'genesis', 'community'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** A staking package (SPEC 1 "packages measured in days"): its length and daily static rate. */
export type StakePackage = { id: string; days: number; dailyRateBps: bigint };

/**
 * The business rules an operator can change without a deploy (docs/rules.md "The rules
 * configuration"): a typed, versioned object. Every version has an effective time; an order keeps
 * the version it was made under (`rules_version` on the order). Amounts are bigint in the smallest
 * unit. docs/rules.md gives each default and its reason.
 */
export type RulesConfig = {
  version: number;
  /** ISO 8601: from when this version applies. */
  effectiveAt: string;
  nodes: {
    /** SPEC 1 and 9: the price of one share, in USDT. */
    shareWei: bigint;
    /** Our decision: how many shares of each kind are for sale in total. */
    supply: Record<NodeKind, number>;
    /** Our decision: at most this many shares in one order. */
    maxSharesPerOrder: number;
    /**
     * SPEC 1 "counts once for oneself, and only one repurchase takes effect": how many of a
     * user's orders of one kind count for their own performance, one share each (the first
     * purchase and one repurchase).
     */
    selfCountedOrders: number;
    /** SPEC 9: the referrer's node sales reward, in basis points of the order total, in USDT. */
    salesRewardBps: bigint;
    /** SPEC 9: +500 USDB to the referrer for each share referred. */
    bonusPerShareUsdbWei: bigint;
    /** SPEC 9: the cumulative referred node sales (USDT) at which a tier bonus is paid, once each. */
    tiersWei: readonly bigint[];
    /** SPEC 9: the USDB paid at each tier. */
    tierBonusUsdbWei: bigint;
  };
  stake: {
    /** Our decision: the packages on offer, each with its daily static rate (basis points a day). */
    packages: readonly StakePackage[];
    /** SPEC 5 and 9: amounts from 10 to 1000 USDT in steps of 10. */
    minWei: bigint;
    maxWei: bigint;
    stepWei: bigint;
    /**
     * Our decision: the total accelerable amount of an order (what its rewards may pay out before
     * it is used up), as a multiple of the principal in basis points: 20000 = 2x.
     */
    accelerableBps: bigint;
  };
  woohoo: {
    /** SPEC 1 and 9: the phases of the locked $WOOHOO sale, quota in base units and USDT price per whole token. */
    phases: readonly { quotaWei: bigint; priceWei: bigint }[];
    /** Our decision: what is bought is locked this many days before it starts releasing. */
    lockDays: number;
    /** Our decision: then this share of the bought amount is released each day, in basis points. */
    dailyReleaseBps: bigint;
  };
  /** Team levels (SPEC 6). docs/rules.md "Team levels" gives each default and why. */
  team: {
    /** SPEC 6 and 9: D1 at this many active direct referrals (one spec text says 10). */
    d1Directs: number;
    /** Our decision: B3 needs this much cumulative small-community performance (USDT). */
    b3SmallCommunityWei: bigint;
    /** Our decision: B5 needs this much cumulative small-community performance (USDT). */
    b5SmallCommunityWei: bigint;
    /** SPEC 6: B6 needs this many direct legs each holding a B5; B7 as many legs each holding a B6. */
    legsForB6B7: number;
  };
  /** SPEC 3: the twelve reward kinds and the day's cap. docs/rules.md "Rewards" explains each. */
  rewards: {
    /** Our decision: the day's rewards (in USDT value) never exceed this share of the day's inflow. */
    capBps: bigint;
    /** Our decision: the differential rate of each level, indexed by level (none, D1, B3, B5, B6, B7). */
    levelRatesBps: readonly bigint[];
    /** Our decision: the nearest same-level upline of a differential payee gets this share of it. */
    sameLevelBps: bigint;
    /** Our decision: a referrer surpassed by their direct referral gets this share of its differential. */
    overrideBps: bigint;
    /** Our decision: generation g (1-based) upline gets generationBps[g-1] of an order, with at least g active directs. */
    generationBps: readonly bigint[];
    /** Our decision: the team subsidy, a share of the day's new small-community performance, from this level. */
    teamSubsidyBps: bigint;
    teamSubsidyMinLevel: number;
    /** Our decision: community node holders share this part of the day's inflow, by shares held. */
    communitySubsidyBps: bigint;
    /** Our decision: main node holders share this part of the day's fees, by shares held. */
    feeDividendBps: bigint;
    /** Our decision: genesis node holders share this part of the day's inflow, by shares held, paid in BNB. */
    networkDividendBps: bigint;
    /** SPEC 6 and 9: the B6 pool and the B7 pool, each this part of the day's inflow. */
    globalBonusBps: bigint;
    /** SPEC 9: the global bonus is a locked position released over this many days. */
    globalBonusReleaseDays: number;
    /** Our decision: a referrer gets this USDT value (paid in BHC) for each direct referral's first order. */
    idReferralValueWei: bigint;
    /** Our decision: a referrer gets this share of a direct referral's $WOOHOO purchase, paid in BHC. */
    tokenReferralBps: bigint;
    /** Our decision: the fixed USDT prices at which USDT values are paid in BHC and BNB. */
    bhcPriceWei: bigint;
    bnbPriceWei: bigint;
  };
  /** SPEC 3 and 4: the weekly assessment. docs/rules.md "Weekly assessment". */
  assessment: {
    /** Our decision: the week's new team performance (USDT) each level must reach, by level. */
    weeklyTargetWei: readonly bigint[];
    /** Our decision: the share of the week's held dynamic rewards cleared when the target is missed. */
    lossBps: bigint;
    /** Our decision: days without assessment after a user first reaches D1. */
    freeDays: number;
    /** Our decision: assessment-free days earned by each completed week. */
    extraDaysPerCompletion: number;
  };
  /** SPEC 4 and 9: blind boxes. docs/rules.md "Blind boxes". */
  boxes: {
    /** SPEC 4 and 9: the tutorial box unlocks with an order of this much (USDT)... */
    tutorialOrderWei: bigint;
    /** ...or a stake of this much by a direct referral. */
    tutorialInviteeStakeWei: bigint;
    /** Our decision: the coaching box unlocks with this many active direct referrals. */
    coachingActiveDirects: number;
    /** Our decision: what prizes 1 to 10 pay (USDT), and their weights in the draw. */
    prizeValuesWei: readonly bigint[];
    prizeWeights: readonly bigint[];
  };
  /** SPEC 4 and 6: the task centre. docs/rules.md "Task centre". */
  tasks: {
    /** Our decision: what each reward task pays (USDT). */
    pioneerTargetRewardWei: bigint;
    pioneerCaptainsRewardWei: bigint;
    captainRewardWei: bigint;
    ambassadorRewardWei: bigint;
    /** Our decision: direct referrals of captain rank a pioneer invites for the captains task. */
    captainsToInvite: number;
    /** SPEC 6 and 9: a pioneer gifts this many friends... */
    giftTarget: number;
    /** ...each this much (USDT; our decision). */
    giftValueWei: bigint;
  };
  /**
   * The treasury's hot wallet, which pays withdrawals (docs/rules.md "Treasury limits"). Amounts
   * in USDT except the gas coin's.
   */
  treasury: {
    /**
     * Our decision: once the day's payouts (withdrawals approved in the settlement day, by the
     * automatic rule or an operator) plus a new withdrawal exceed this, the new one waits for review
     * whatever its size.
     */
    dailyPayoutLimitWei: bigint;
    /**
     * Our decision: a withdrawal above this needs the approvals of two distinct operator wallets
     * (four-eyes), as does an operator's approval that would take the day beyond the daily limit.
     */
    fourEyesAboveWei: bigint;
    /**
     * Our decision: a user's withdrawals of the last rolling 24 hours (waiting, approved or paid)
     * plus a new one beyond this send the new one to review (velocity), whatever its size.
     */
    userDailyLimitWei: bigint;
    /** Our decision: a balance adjustment above this (either sign) needs a second operator's approval. */
    adjustmentFourEyesAboveWei: bigint;
    /**
     * Our decision: a new rules version that changes any of these treasury limits takes effect no
     * sooner than this many seconds after it is added (the delay of the rules in force decides).
     */
    limitChangeDelaySec: number;
    /** Our decision: below this USDT balance the low-balance alarm is raised (metric and console banner). */
    lowUsdtWei: bigint;
    /** Our decision: below this BNB balance (the gas coin every payout spends) the alarm is raised too. */
    lowBnbWei: bigint;
    /**
     * Our decision: the USDT float the hot wallet keeps beyond what approved payouts will take;
     * what deposits bring above it goes to cold storage (the Safe).
     */
    hotFloatUsdtWei: bigint;
    /** Our decision: a sweep is made only once the excess above the float passes this. */
    sweepMarginUsdtWei: bigint;
  };
};

/** Version 1: the defaults, in force until an operator adds a version. */
export const DEFAULT_RULES: RulesConfig = {
  version: 1,
  effectiveAt: '2026-01-01T00:00:00.000Z',
  nodes: {
    shareWei: NODE_SHARE_PRICE_WEI,
    supply: { main: 1000, genesis: 500, community: 5000 },
    maxSharesPerOrder: 100,
    selfCountedOrders: 2,
    salesRewardBps: NODE_SALES_REWARD_BPS,
    bonusPerShareUsdbWei: NODE_REFERRAL_BONUS_USDB_WEI,
    tiersWei: REFERRAL_TIERS_WEI,
    tierBonusUsdbWei: REFERRAL_TIER_STEP_WEI,
  },
  stake: {
    packages: [
      { id: 'd30', days: 30, dailyRateBps: 30n },
      { id: 'd90', days: 90, dailyRateBps: 40n },
      { id: 'd180', days: 180, dailyRateBps: 50n },
      { id: 'd360', days: 360, dailyRateBps: 60n },
    ],
    minWei: STAKE_MIN_WEI,
    maxWei: STAKE_MAX_WEI,
    stepWei: STAKE_STEP_WEI,
    accelerableBps: 20_000n,
  },
  woohoo: {
    phases: [
      { quotaWei: WOOHOO_PHASE_QUOTAS_WEI[0], priceWei: ONE_TOKEN_WEI / 10n },
      { quotaWei: WOOHOO_PHASE_QUOTAS_WEI[1], priceWei: (ONE_TOKEN_WEI * 15n) / 100n },
      { quotaWei: WOOHOO_PHASE_QUOTAS_WEI[2], priceWei: ONE_TOKEN_WEI / 5n },
    ],
    lockDays: 30,
    dailyReleaseBps: 100n,
  },
  team: {
    d1Directs: D1_DIRECT_REFERRALS,
    b3SmallCommunityWei: 30_000n * ONE_TOKEN_WEI,
    b5SmallCommunityWei: 100_000n * ONE_TOKEN_WEI,
    legsForB6B7: 2,
  },
  rewards: {
    capBps: 7000n,
    levelRatesBps: [0n, 300n, 600n, 900n, 1200n, 1500n],
    sameLevelBps: 1000n,
    overrideBps: 500n,
    generationBps: [50n, 50n, 50n, 50n, 50n],
    teamSubsidyBps: 100n,
    teamSubsidyMinLevel: 2,
    communitySubsidyBps: 100n,
    feeDividendBps: 2000n,
    networkDividendBps: 100n,
    globalBonusBps: GLOBAL_BONUS_BPS,
    globalBonusReleaseDays: Number(GLOBAL_BONUS_RELEASE_DAYS),
    idReferralValueWei: 5n * ONE_TOKEN_WEI,
    tokenReferralBps: 500n,
    bhcPriceWei: ONE_TOKEN_WEI / 10n,
    bnbPriceWei: 600n * ONE_TOKEN_WEI,
  },
  assessment: {
    weeklyTargetWei: [0n, 1_000n, 5_000n, 20_000n, 50_000n, 100_000n].map((usdt) => usdt * ONE_TOKEN_WEI),
    lossBps: 10_000n,
    freeDays: 14,
    extraDaysPerCompletion: 2,
  },
  boxes: {
    tutorialOrderWei: BLIND_BOX_ORDER_THRESHOLD_WEI,
    tutorialInviteeStakeWei: BLIND_BOX_INVITEE_STAKE_THRESHOLD_WEI,
    coachingActiveDirects: 3,
    prizeValuesWei: [1n, 2n, 3n, 5n, 8n, 10n, 20n, 50n, 100n, 200n].map((usdt) => usdt * ONE_TOKEN_WEI),
    prizeWeights: [3000n, 2000n, 1500n, 1200n, 900n, 600n, 400n, 250n, 100n, 50n],
  },
  tasks: {
    pioneerTargetRewardWei: 20n * ONE_TOKEN_WEI,
    pioneerCaptainsRewardWei: 100n * ONE_TOKEN_WEI,
    captainRewardWei: 300n * ONE_TOKEN_WEI,
    ambassadorRewardWei: 1000n * ONE_TOKEN_WEI,
    captainsToInvite: 1,
    giftTarget: PIONEER_GIFT_TARGET,
    giftValueWei: 2n * ONE_TOKEN_WEI,
  },
  treasury: {
    dailyPayoutLimitWei: 50_000n * ONE_TOKEN_WEI,
    fourEyesAboveWei: 10_000n * ONE_TOKEN_WEI,
    userDailyLimitWei: 5_000n * ONE_TOKEN_WEI,
    adjustmentFourEyesAboveWei: 1_000n * ONE_TOKEN_WEI,
    limitChangeDelaySec: 86_400,
    lowUsdtWei: 20_000n * ONE_TOKEN_WEI,
    lowBnbWei: ONE_TOKEN_WEI / 2n,
    hotFloatUsdtWei: 50_000n * ONE_TOKEN_WEI,
    sweepMarginUsdtWei: 10_000n * ONE_TOKEN_WEI,
  },
};

/** The rules as JSON stores them: every bigint a decimal string. */
export function rulesToJson(rules: RulesConfig): unknown {
  return JSON.parse(
    JSON.stringify(rules, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
  );
}

/** Reads a stored version back; throws on anything that is not a complete rules object. */
export function rulesFromJson(json: unknown): RulesConfig {
  const raw = json as RulesConfig & { nodes: Record<string, unknown> };
  const big = (value: unknown, name: string): bigint => {
    if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new Error(`rules: ${name} is not an amount`);
    return BigInt(value);
  };
  const n = raw.nodes;
  const st = (raw as unknown as { stake: Record<string, unknown> }).stake;
  const w = (raw as unknown as { woohoo: Record<string, unknown> }).woohoo;
  const supply = n.supply as Record<NodeKind, number>;
  for (const kind of NODE_KINDS) {
    if (!Number.isInteger(supply?.[kind]) || supply[kind] < 0) throw new Error(`rules: nodes.supply.${kind}`);
  }
  return {
    version: Number(raw.version),
    effectiveAt: new Date(raw.effectiveAt).toISOString(),
    nodes: {
      shareWei: big(n.shareWei, 'nodes.shareWei'),
      supply,
      maxSharesPerOrder: Number(n.maxSharesPerOrder),
      selfCountedOrders: Number(n.selfCountedOrders),
      salesRewardBps: big(n.salesRewardBps, 'nodes.salesRewardBps'),
      bonusPerShareUsdbWei: big(n.bonusPerShareUsdbWei, 'nodes.bonusPerShareUsdbWei'),
      tiersWei: (n.tiersWei as unknown[]).map((t, i) => big(t, `nodes.tiersWei[${i}]`)),
      tierBonusUsdbWei: big(n.tierBonusUsdbWei, 'nodes.tierBonusUsdbWei'),
    },
    stake: {
      packages: (st.packages as { id: unknown; days: unknown; dailyRateBps: unknown }[]).map((p, i) => {
        if (typeof p.id !== 'string' || !Number.isInteger(p.days) || Number(p.days) < 1) {
          throw new Error(`rules: stake.packages[${i}]`);
        }
        return {
          id: p.id,
          days: Number(p.days),
          dailyRateBps: big(p.dailyRateBps, `stake.packages[${i}].dailyRateBps`),
        };
      }),
      minWei: big(st.minWei, 'stake.minWei'),
      maxWei: big(st.maxWei, 'stake.maxWei'),
      stepWei: big(st.stepWei, 'stake.stepWei'),
      accelerableBps: big(st.accelerableBps, 'stake.accelerableBps'),
    },
    woohoo: {
      phases: (w.phases as { quotaWei: unknown; priceWei: unknown }[]).map((p, i) => ({
        quotaWei: big(p.quotaWei, `woohoo.phases[${i}].quotaWei`),
        priceWei: big(p.priceWei, `woohoo.phases[${i}].priceWei`),
      })),
      lockDays: Number(w.lockDays),
      dailyReleaseBps: big(w.dailyReleaseBps, 'woohoo.dailyReleaseBps'),
    },
    // A version older than a section (team, rewards, assessment, boxes, tasks, treasury) keeps its defaults.
    team: readSection(raw, 'team', DEFAULT_RULES.team),
    rewards: readSection(raw, 'rewards', DEFAULT_RULES.rewards),
    assessment: readSection(raw, 'assessment', DEFAULT_RULES.assessment),
    boxes: readSection(raw, 'boxes', DEFAULT_RULES.boxes),
    tasks: readSection(raw, 'tasks', DEFAULT_RULES.tasks),
    treasury: readSection(raw, 'treasury', DEFAULT_RULES.treasury, TREASURY_KEYS_ADDED_LATER),
  };
}

/**
 * The treasury limits added after the section (docs/rules.md "Treasury limits"): a version stored
 * before them keeps their defaults; every other key must be present.
 */
const TREASURY_KEYS_ADDED_LATER = [
  'fourEyesAboveWei',
  'userDailyLimitWei',
  'adjustmentFourEyesAboveWei',
  'limitChangeDelaySec',
  'hotFloatUsdtWei',
  'sweepMarginUsdtWei',
] as const;

/**
 * Reads a section shaped like `defaults`: each bigint (or bigint list) from its decimal string,
 * each number as a whole number; a missing section is the defaults, as is a missing key that was
 * added to the section later (`addedLater`).
 */
function readSection<T extends Record<string, unknown>>(
  raw: unknown,
  name: string,
  defaults: T,
  addedLater: readonly string[] = [],
): T {
  const section = (raw as Record<string, unknown>)[name] as Record<string, unknown> | undefined;
  if (section === undefined) return defaults;
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = section[key];
    if (value === undefined && addedLater.includes(key)) {
      out[key] = fallback;
      continue;
    }
    const where = `rules: ${name}.${key}`;
    if (typeof fallback === 'bigint') {
      if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new Error(where);
      out[key] = BigInt(value);
    } else if (Array.isArray(fallback)) {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^\d+$/.test(v))) {
        throw new Error(where);
      }
      out[key] = value.map((v) => BigInt(v as string));
    } else {
      if (!Number.isInteger(value) || (value as number) < 0) throw new Error(where);
      out[key] = value;
    }
  }
  return out as T;
}
