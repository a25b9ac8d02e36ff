import { z } from 'zod';
import { STAKE_ORDER_TYPES } from '../rules/stake-rules';

/** SPEC 3, 5 and 9: the staking API. Amounts are decimal strings of the smallest unit. */
export const stakePackageSchema = z.object({
  id: z.string(),
  days: z.number().int(),
  dailyRateBps: z.number().int().meta({ description: 'Daily static reward, basis points of the principal' }),
});

export const stakePackagesSchema = z.object({
  rulesVersion: z.number().int(),
  min: z.string(),
  max: z.string(),
  step: z.string(),
  accelerableBps: z.number().int(),
  packages: z.array(stakePackageSchema),
});
export type StakePackages = z.infer<typeof stakePackagesSchema>;

export const stakeBodySchema = z.strictObject({
  packageId: z.string().max(32),
  amount: z
    .string()
    .regex(/^\d{1,78}$/)
    .transform((value) => BigInt(value))
    .meta({
      description: 'USDT in the smallest unit; a multiple of 10 USDT from 10 to 1000 (40030 otherwise)',
    }),
});

export const STAKE_STATUSES = ['active', 'expired'] as const;

export const stakeOrderSchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(STAKE_ORDER_TYPES),
  packageId: z.string(),
  days: z.number().int(),
  amount: z.string(),
  dailyRateBps: z.number().int(),
  expectedDailyReward: z.string(),
  accelerableTotal: z.string(),
  accelerableRemaining: z.string(),
  expiresAt: z.string(),
  status: z.enum(STAKE_STATUSES),
  rulesVersion: z.number().int(),
});
export type StakeOrder = z.infer<typeof stakeOrderSchema>;

export const stakeOrdersQuerySchema = z.strictObject({
  status: z.enum(['active', 'expired', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
