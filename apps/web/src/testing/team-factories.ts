import type {
  IncomeEntry,
  Pool,
  Ranking,
  Reward,
  RewardSummary,
  TeamMember,
  TeamSummary,
} from '@woohoo/shared/api/team';

/** Test factories of the team and reward API (STYLE "Tests": makeX(overrides)). */

export const ONE_USDT_WEI = 10n ** 18n;
const usdt = (whole: bigint) => (whole * ONE_USDT_WEI).toString();

export function makeTeamSummary(overrides: Partial<TeamSummary> = {}): TeamSummary {
  return {
    referrer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    level: 'D1',
    rank: 'pioneer',
    levelDay: '2026-11-22',
    nextLevel: {
      level: 'B3',
      needs: [{ what: 'smallCommunity', haveWei: usdt(12_000n), needWei: usdt(30_000n) }],
    },
    directReferrals: 5,
    inviteCount: 7,
    teamSize: 23,
    performance: { realTime: usdt(1_040n), cumulative: usdt(48_360n) },
    unsettled: { personal: usdt(520n), smallCommunity: usdt(1_040n), team: usdt(2_080n) },
    settled: { day: '2026-11-22', personal: usdt(1_040n), smallCommunity: usdt(520n), team: usdt(3_120n) },
    nodes: { direct: 6, total: 19 },
    ...overrides,
  };
}

export function makeTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    joinedAt: '2026-11-20T08:30:00.000Z',
    level: 'none',
    active: true,
    teamSize: 4,
    performance: usdt(2_600n),
    ...overrides,
  };
}

export function makeReward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: '1',
    day: '2026-11-22',
    kind: 'differential',
    asset: 'USDT',
    amount: usdt(62n),
    value: usdt(62n),
    paidValue: usdt(62n),
    source: 'node_order',
    sourceId: '17',
    sourceAddress: '0xab5801a7D398351b8bE11C439e05C5B3259aeC9B',
    basis: usdt(1_040n),
    rateBps: 600,
    weight: 0,
    weightTotal: 0,
    rulesVersion: 1,
    locked: false,
    capped: false,
    ...overrides,
  };
}

/** An income entry: by default the referrer's 10% node sales reward on a 2-share order. */
export function makeIncomeEntry(overrides: Partial<IncomeEntry> = {}): IncomeEntry {
  return {
    id: '41:USDT',
    transferId: '41',
    time: '2026-11-22T08:30:00.000Z',
    kind: 'node_sales_reward',
    asset: 'USDT',
    amount: usdt(104n),
    ref: { type: 'node_order', id: '17' },
    counterparty: '0xab5801a7D398351b8bE11C439e05C5B3259aeC9B',
    held: false,
    locked: false,
    lines: 0,
    task: null,
    box: null,
    ...overrides,
  };
}

/**
 * A summary whose totals are the sums of its income kinds per asset: 104 USDT of node sales
 * reward, 77 of settlement rewards and 20 of a task (201 USDT), 1,000 USDB of share bonus, 50 BHC.
 */
export function makeRewardSummary(overrides: Partial<RewardSummary> = {}): RewardSummary {
  return {
    totals: [
      { asset: 'USDT', total: usdt(201n), lastDay: usdt(64n) },
      { asset: 'USDB', total: usdt(1_000n), lastDay: '0' },
      { asset: 'BHC', total: usdt(50n), lastDay: usdt(50n) },
    ],
    incomeByKind: [
      { kind: 'node_sales_reward', asset: 'USDT', total: usdt(104n), count: 1 },
      { kind: 'node_share_bonus', asset: 'USDB', total: usdt(1_000n), count: 1 },
      { kind: 'reward_static', asset: 'USDT', total: usdt(13n), count: 30 },
      { kind: 'reward_differential', asset: 'USDT', total: usdt(64n), count: 1 },
      { kind: 'reward_id_referral', asset: 'BHC', total: usdt(50n), count: 1 },
      { kind: 'task_reward', asset: 'USDT', total: usdt(20n), count: 1 },
    ],
    byKind: [
      { kind: 'static', asset: 'USDT', total: usdt(450n), count: 30 },
      { kind: 'differential', asset: 'USDT', total: usdt(800n), count: 12 },
      { kind: 'id_referral', asset: 'BHC', total: usdt(300n), count: 3 },
    ],
    totalValue: usdt(1_280n),
    staticValue: usdt(450n),
    dynamicValue: usdt(830n),
    lastDay: {
      day: '2026-11-22',
      rulesVersion: 1,
      base: usdt(52_000n),
      cap: usdt(15_600n),
      totalValue: usdt(12_000n),
      paidValue: usdt(12_000n),
      capped: false,
      paidBps: 10_000,
    },
    release: { locked: usdt(250n), released: usdt(25n), remaining: usdt(225n) },
    ...overrides,
  };
}

export function makePool(overrides: Partial<Pool> = {}): Pool {
  return {
    today: {
      day: '2026-11-23',
      base: usdt(40_000n),
      b6Pool: usdt(1_000n),
      b7Pool: usdt(1_000n),
      b6Holders: 4,
      b7Holders: 1,
    },
    level: 'B6',
    estimatedShare: usdt(250n),
    settlesAt: '2026-11-23T13:00:00.000Z',
    bpsEach: 250,
    releaseDays: 60,
    positions: [
      {
        day: '2026-11-22',
        locked: usdt(240n),
        released: usdt(4n),
        releasedToday: usdt(4n),
        dailyRelease: usdt(4n),
        releaseStart: '2026-11-23',
        endsOn: '2027-01-21',
        state: 'releasing',
      },
    ],
    ...overrides,
  };
}

export function makeRanking(overrides: Partial<Ranking> = {}): Ranking {
  return {
    day: '2026-11-22',
    items: [
      { rank: 1, address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', level: 'B7', value: usdt(980_000n) },
      { rank: 2, address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', level: 'B6', value: usdt(640_000n) },
      { rank: 3, address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', level: 'B5', value: usdt(310_500n) },
    ],
    mine: { rank: 12, value: usdt(48_360n) },
    ...overrides,
  };
}
