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
