import { z } from 'zod';
import { REWARD_KIND_NAMES } from '../settlement/reward-kinds';
import { pageSchema } from './money';

/**
 * The public transparency page's settlement history and rules in force (the per-asset report is
 * `transparencySchema` in api/money.ts). Amounts in base units (18 decimals).
 */
export const settlementKindTotalSchema = z.object({
  kind: z.enum(REWARD_KIND_NAMES),
  asset: z.string(),
  lines: z.number().int(),
  paidValue: z.string().meta({ description: 'USDT value paid, after the cap' }),
  amount: z.string().meta({ description: "What was paid, in the kind's asset" }),
});

export const publicSettlementSchema = z.object({
  day: z.string(),
  rulesVersion: z.number().int(),
  base: z.string().meta({ description: "The day's inflow (USDT)" }),
  cap: z.string(),
  totalValue: z.string().meta({ description: 'Every reward before the cap (USDT)' }),
  paidValue: z.string(),
  capped: z.boolean(),
  paidBps: z.number().int().meta({ description: 'Paid / uncapped value in basis points' }),
  usersPaid: z.number().int(),
  kinds: z.array(settlementKindTotalSchema),
});
export type PublicSettlement = z.infer<typeof publicSettlementSchema>;

export const publicSettlementsSchema = pageSchema(publicSettlementSchema);

export const settlementsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(60).default(10),
});

export const rulesInForceSchema = z.object({
  version: z.number().int(),
  effectiveAt: z.string(),
  /** The whole rules configuration as stored: every amount a decimal string in base units. */
  rules: z.record(z.string(), z.unknown()),
});
export type RulesInForce = z.infer<typeof rulesInForceSchema>;

/** What a scheduled timelock operation does, decoded from its call where it matches our contracts. */
export const CUSTODY_ACTIONS = [
  'upgrade',
  'changeRecipient',
  'grantRole',
  'revokeRole',
  'pause',
  'unpause',
  'updateDelay',
  'other',
] as const;

export const scheduledChangeSchema = z.object({
  id: z.string().meta({ description: 'The timelock operation id (hashOperation)' }),
  target: z.string(),
  targetName: z
    .enum(['funding', 'recharge', 'payouts', 'liabilitiesRoots', 'timelock'])
    .nullable()
    .meta({ description: 'Which of our contracts it calls; null for another address' }),
  action: z.enum(CUSTODY_ACTIONS),
  functionName: z.string().nullable().meta({ description: 'The decoded function; null when unknown' }),
  detail: z
    .string()
    .nullable()
    .meta({ description: 'The new implementation, recipient, role name and account, or delay' }),
  effectiveAt: z.string().meta({ description: 'ISO time from which the Safe may execute it' }),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const roleHolderSchema = z.object({
  contract: z.enum(['funding', 'recharge', 'payouts', 'liabilitiesRoots', 'timelock']),
  address: z.string(),
  role: z.string().meta({ description: 'DEFAULT_ADMIN_ROLE, GUARDIAN_ROLE, UNPAUSER_ROLE, ...' }),
  account: z.string(),
  holder: z.enum(['timelock', 'safe', 'hotWallet', 'other']),
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;

/**
 * Who holds what on chain and which changes are coming (DESIGN "Custody (real money)"): the
 * timelock that owns every contract with its delay, the Safe behind it, the hot wallet's roles,
 * the guardians, and the timelock's scheduled operations not yet executed or cancelled.
 */
export const custodyReportSchema = z.object({
  generatedAt: z.string(),
  timelock: z.object({ address: z.string(), minDelaySec: z.number().int() }),
  safe: z.object({ address: z.string(), owners: z.array(z.string()), threshold: z.number().int() }),
  hotWallet: z.string(),
  guardians: z.array(z.string()),
  owners: z.array(z.object({ contract: z.enum(['funding', 'recharge']), owner: z.string() })),
  roles: z.array(roleHolderSchema),
  scheduled: z.array(scheduledChangeSchema),
});
export type CustodyReport = z.infer<typeof custodyReportSchema>;
