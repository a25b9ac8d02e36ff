import { z } from 'zod';
import { addressSchema } from '../address';
import { BIND_REFUSALS } from '../bind-refusals';
import { calendarDay } from '../endpoints/schema-helpers';
import { INCOME_ASSETS, INCOME_KIND_NAMES } from '../income-kinds';
import { LEDGER_REF_TYPES } from '../ledger-kinds';
import { ASSESSMENT_STATES } from '../settlement/assessment-rules';
import { REWARD_KIND_NAMES, REWARD_SOURCES } from '../settlement/reward-kinds';
import { RANKS, TEAM_LEVELS } from '../settlement/team-levels';
import { TASK_KEYS } from '../tasks/task-rules';
import { pageQuerySchema, pageSchema } from './money';

/** The team, rewards and settlement API. Amounts are decimal strings of the smallest unit. */

/** POST /api/team/bind: bind a referrer, once (SPEC 2, 4, 5). */
export const bindBodySchema = z.strictObject({ referrer: addressSchema });
export const bindResultSchema = z.object({ referrer: z.string() });

/** GET /api/team/bind/check: whether POST /api/team/bind would accept this referrer now. */
export const bindCheckQuerySchema = z.strictObject({ referrer: addressSchema });
export const bindCheckSchema = z.object({
  referrer: z.string().meta({ description: 'The referrer asked about, EIP-55' }),
  refusal: z
    .enum(BIND_REFUSALS)
    .nullable()
    .meta({ description: 'The error the bind would answer with, or null when it would bind' }),
});
export type BindCheck = z.infer<typeof bindCheckSchema>;

/**
 * GET /api/team/inviter (public): whether the address of an invite link can become a referrer at
 * sign-in, shown to the invitee before they sign (docs/rules.md "The referral team"). Nothing
 * else about the inviter is told.
 */
export const inviterQuerySchema = z.strictObject({ address: addressSchema });
export const inviterSchema = z.object({
  address: z.string().meta({ description: 'The inviter, EIP-55' }),
  registered: z.boolean().meta({ description: 'A registered user, so a referrer the sign-in accepts' }),
});
export type Inviter = z.infer<typeof inviterSchema>;

export const nextLevelNeedSchema = z.discriminatedUnion('what', [
  z.object({ what: z.literal('activeDirects'), have: z.number().int(), need: z.number().int() }),
  z.object({ what: z.literal('smallCommunity'), haveWei: z.string(), needWei: z.string() }),
  z.object({ what: z.enum(['legsWithB5', 'legsWithB6']), have: z.number().int(), need: z.number().int() }),
]);

/** GET /api/team/summary (SPEC 3 "Team"). */
/** Personal, small-community and team node performance of a span of orders (USDT, wei). */
const windowFiguresSchema = z.object({
  personal: z.string(),
  smallCommunity: z.string(),
  team: z.string(),
});

export const teamSummarySchema = z.object({
  referrer: z.string().nullable().meta({ description: 'The bound referrer, or null while none is bound' }),
  level: z.enum(TEAM_LEVELS).meta({ description: 'As of the last settlement' }),
  rank: z.enum(RANKS),
  levelDay: z.string().nullable().meta({ description: 'The settlement day the level was computed on' }),
  nextLevel: z
    .object({ level: z.enum(TEAM_LEVELS), needs: z.array(nextLevelNeedSchema) })
    .nullable()
    .meta({ description: 'What the next level still needs, live' }),
  directReferrals: z
    .number()
    .int()
    .meta({ description: 'Direct referrals with a node or a stake (count for D1)' }),
  inviteCount: z.number().int().meta({ description: 'Everyone who bound this user as referrer' }),
  teamSize: z.number().int().meta({ description: 'Everyone below the user, at any depth' }),
  performance: z.object({
    realTime: z.string().meta({ description: 'Team node performance in the current (unsettled) day' }),
    cumulative: z.string().meta({ description: 'Team node performance since the start' }),
  }),
  unsettled: windowFiguresSchema.meta({ description: 'Orders no settlement has read yet' }),
  settled: windowFiguresSchema
    .extend({ day: z.string() })
    .nullable()
    .meta({ description: 'The orders the last settlement read, with its day; null before the first' }),
  nodes: z.object({
    direct: z.number().int().meta({ description: 'Node shares held by direct referrals' }),
    total: z.number().int().meta({ description: 'Node shares held by the whole team' }),
  }),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** GET /api/team/members: the direct referrals, paged, newest first. */
export const teamMemberSchema = z.object({
  address: z.string(),
  joinedAt: z.string(),
  level: z.enum(TEAM_LEVELS),
  active: z.boolean(),
  teamSize: z.number().int(),
  performance: z
    .string()
    .meta({ description: "The member's own plus their team's cumulative node performance" }),
});
export const teamMembersSchema = pageSchema(teamMemberSchema);
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One reward line: what explains it (docs/rules.md "Rewards"). */
export const rewardSchema = z.object({
  id: z.string(),
  day: z.string(),
  kind: z.enum(REWARD_KIND_NAMES),
  asset: z.string(),
  amount: z.string().meta({ description: 'Paid, in the asset' }),
  value: z.string().meta({ description: 'USDT value before the day cap' }),
  paidValue: z.string().meta({ description: 'USDT value after the day cap' }),
  source: z.enum(REWARD_SOURCES),
  sourceId: z
    .string()
    .meta({ description: 'Order id, or the referral user for an ID referral, or "" for a pool' }),
  sourceAddress: z.string().nullable().meta({ description: 'Who placed the source order, or the referral' }),
  basis: z.string(),
  rateBps: z.number().int(),
  weight: z.number().int(),
  weightTotal: z.number().int(),
  rulesVersion: z.number().int(),
  locked: z.boolean().meta({ description: 'Paid as a locked position (global bonus)' }),
  capped: z.boolean().meta({ description: "The day's cap scaled this reward" }),
});
export type Reward = z.infer<typeof rewardSchema>;

const daySchema = calendarDay();

export const rewardsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(REWARD_KIND_NAMES).optional(),
  day: daySchema.optional().meta({ description: 'Only the lines of this settlement day (YYYY-MM-DD)' }),
});
export const rewardsPageSchema = pageSchema(rewardSchema);

/** A settled day as users see it: its inflow, cap and whether the cap scaled the rewards. */
export const settledDaySchema = z.object({
  day: z.string(),
  rulesVersion: z.number().int(),
  base: z.string(),
  cap: z.string(),
  totalValue: z.string(),
  paidValue: z.string(),
  capped: z.boolean(),
  /** Paid value / uncapped value, in basis points (10000 when not capped). */
  paidBps: z.number().int(),
});
export type SettledDay = z.infer<typeof settledDaySchema>;

/**
 * One entry of Income details (docs/rules.md "What counts as income"): a ledger transfer of an
 * income kind as it changed the caller's balance of one asset, with the record it belongs to and
 * what that record adds to explain it.
 */
export const incomeEntrySchema = z.object({
  id: z.string().meta({ description: 'Unique per entry: the ledger transfer id and the asset' }),
  transferId: z.string().meta({ description: 'The ledger transfer, as in the asset history' }),
  time: z.string(),
  kind: z.enum(INCOME_KIND_NAMES),
  asset: z.enum(INCOME_ASSETS),
  amount: z.string().meta({
    description: "Net signed change of the caller's balance, smallest unit (negative when taken back)",
  }),
  ref: z.object({ type: z.enum(LEDGER_REF_TYPES), id: z.string() }),
  counterparty: z
    .string()
    .nullable()
    .meta({ description: 'The buyer of a node order, the pioneer who sent a gift; null otherwise' }),
  held: z.boolean().meta({ description: 'Credited to reward_hold, waiting for the weekly assessment' }),
  locked: z.boolean().meta({ description: 'Credited to vesting as a locked position (global bonus)' }),
  lines: z
    .number()
    .int()
    .meta({ description: 'Reward lines of the day and kind explaining a settlement reward; 0 otherwise' }),
  task: z.enum(TASK_KEYS).nullable().meta({ description: 'The task a task reward was claimed for' }),
  box: z
    .object({ kind: z.string(), prize: z.number().int(), giftCardNo: z.string() })
    .nullable()
    .meta({ description: 'The blind box a prize was drawn from' }),
});
export type IncomeEntry = z.infer<typeof incomeEntrySchema>;

export const incomeQuerySchema = pageQuerySchema.extend({
  kind: z.enum(INCOME_KIND_NAMES).optional(),
  asset: z.enum(INCOME_ASSETS).optional(),
});
export const incomePageSchema = pageSchema(incomeEntrySchema);

/** Income per asset: the sum of the caller's income entries, and of those of the last settled day. */
export const incomeTotalSchema = z.object({
  asset: z.string(),
  total: z.string(),
  lastDay: z.string().meta({ description: 'Of it, what entries referring to the last settled day paid' }),
});

/** GET /api/rewards/summary: reward, revenue and release summaries, total personal income. */
export const rewardSummarySchema = z.object({
  totals: z.array(incomeTotalSchema).meta({
    description: 'Total personal income per asset: the sum of every Income details entry (never mixed)',
  }),
  incomeByKind: z
    .array(
      z.object({
        kind: z.enum(INCOME_KIND_NAMES),
        asset: z.string(),
        total: z.string(),
        count: z.number().int().meta({ description: 'Income details entries' }),
      }),
    )
    .meta({ description: 'The same entries per income kind and asset; they add up to `totals`' }),
  byKind: z
    .array(
      z.object({
        kind: z.enum(REWARD_KIND_NAMES),
        asset: z.string(),
        total: z.string(),
        count: z.number().int(),
      }),
    )
    .meta({ description: 'Settlement reward lines per reward kind (a part of `incomeByKind`)' }),
  totalValue: z.string().meta({
    description:
      'USDT value of the settlement rewards as paid (BHC and BNB at the rules prices); see `totals`',
  }),
  staticValue: z.string().meta({ description: 'Of `totalValue`, the static rewards' }),
  dynamicValue: z.string().meta({ description: 'Of `totalValue`, the dynamic rewards' }),
  lastDay: settledDaySchema.nullable(),
  release: z.object({
    locked: z.string().meta({ description: 'Global bonus locked so far (USDT)' }),
    released: z.string(),
    remaining: z.string(),
  }),
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

/** GET /api/team/pool: the global bonus pool (SPEC 6, 9). */
export const poolSchema = z.object({
  today: z.object({
    day: z.string(),
    base: z.string().meta({ description: 'The inflow so far in the current day' }),
    b6Pool: z.string(),
    b7Pool: z.string(),
    b6Holders: z.number().int(),
    b7Holders: z.number().int(),
  }),
  level: z.enum(TEAM_LEVELS),
  estimatedShare: z
    .string()
    .meta({ description: "The user's share of today's pool so far, if the level holds" }),
  settlesAt: z.string().meta({ description: 'ISO time of the next 21:00 UTC+8' }),
  bpsEach: z.number().int(),
  releaseDays: z.number().int(),
  positions: z.array(
    z.object({
      day: z.string(),
      locked: z.string(),
      released: z.string(),
      releasedToday: z.string(),
      dailyRelease: z.string(),
      releaseStart: z.string(),
      endsOn: z.string(),
      state: z.enum(['locking', 'releasing', 'ended']),
    }),
  ),
});
export type Pool = z.infer<typeof poolSchema>;

/** GET /api/team/ranking (SPEC 2 /pages/my/Rankinglist). */
export const rankingSchema = z.object({
  day: z.string().nullable(),
  items: z.array(
    z.object({ rank: z.number().int(), address: z.string(), level: z.enum(TEAM_LEVELS), value: z.string() }),
  ),
  mine: z.object({ rank: z.number().int().nullable(), value: z.string() }),
});
export type Ranking = z.infer<typeof rankingSchema>;

/** POST /api/operator/settlements and GET /api/operator/settlements/<day>. */
// SPEC 9: an impossible settlement day keeps the settlement's own code, as a day not ended yet.
export const settleParamsSchema = z.strictObject({ day: calendarDay('settlementDayInvalid') });
export const settleBodySchema = settleParamsSchema.extend({
  early: z
    .boolean()
    .optional()
    .meta({ description: 'Local run mode only: close the running day now, for a demonstration' }),
});
export const settlementReportSchema = z.object({
  day: z.string(),
  state: z.enum(['running', 'succeeded', 'failed', 'not_run']),
  rulesVersion: z.number().int().nullable(),
  base: z.string(),
  cap: z.string(),
  totalValue: z.string(),
  paidValue: z.string(),
  capped: z.boolean(),
  usersPaid: z.number().int(),
  lines: z.number().int(),
  byKind: z.array(
    z.object({
      kind: z.enum(REWARD_KIND_NAMES),
      asset: z.string(),
      amount: z.string(),
      lines: z.number().int(),
    }),
  ),
  durationMs: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type SettlementReport = z.infer<typeof settlementReportSchema>;

/** GET /api/team/assessment: the weekly assessment (SPEC 3 and 4). */
export const assessmentSchema = z.object({
  state: z.enum(ASSESSMENT_STATES),
  level: z.enum(TEAM_LEVELS),
  week: z.object({ start: z.string(), end: z.string(), endsAt: z.string() }),
  target: z.string().meta({ description: "The week's team performance target of the level (USDT)" }),
  completed: z.string().meta({ description: "The week's team performance so far, settled days (USDT)" }),
  lossBps: z
    .number()
    .int()
    .meta({ description: 'Share of the held rewards cleared if the target is missed' }),
  held: z.string().meta({ description: 'USDT value of the rewards waiting for this week' }),
  pendingClear: z
    .string()
    .meta({ description: 'What would be cleared at the week end if the target stays unmet' }),
  freeDaysRemaining: z.number().int(),
  extraDays: z.number().int().meta({ description: 'Free days earned by each completed week' }),
  totalIncome: z.string().meta({ description: 'Every reward ever, USDT value as paid' }),
  receivedIncome: z.string().meta({ description: 'What reached the balance: total less held and cleared' }),
  history: z.array(
    z.object({
      weekStart: z.string(),
      state: z.enum(['completed', 'not_completed']),
      level: z.enum(TEAM_LEVELS),
      target: z.string(),
      completed: z.string(),
      heldValue: z.string(),
      clearedValue: z.string(),
    }),
  ),
});
export type Assessment = z.infer<typeof assessmentSchema>;
