import { z } from 'zod';

/** SPEC 1, 3 and 9: the $WOOHOO sale and locked positions. Amounts in the smallest unit. */
export const woohooPhaseSchema = z.object({
  phase: z.number().int(),
  quota: z.string(),
  sold: z.string(),
  remaining: z.string(),
  price: z.string().meta({ description: 'USDT per whole $WOOHOO' }),
  open: z.boolean(),
});

export const woohooPhasesSchema = z.object({
  rulesVersion: z.number().int(),
  lockDays: z.number().int(),
  dailyReleaseBps: z.number().int(),
  phases: z.array(woohooPhaseSchema),
});
export type WoohooPhases = z.infer<typeof woohooPhasesSchema>;

export const woohooBuyBodySchema = z.strictObject({
  amount: z
    .string()
    .regex(/^\d{1,78}$/)
    .transform((value) => BigInt(value))
    .meta({ description: 'Whole $WOOHOO units as base units (a multiple of 10^18); 40028 otherwise' }),
});

export const POSITION_STATES = ['locking', 'releasing', 'ended'] as const;

export const positionSchema = z.object({
  id: z.string(),
  asset: z.literal('WOOHOO'),
  lockedAmount: z.string(),
  released: z.string(),
  remaining: z.string(),
  releasedToday: z.string(),
  purchaseTime: z.string(),
  lockTime: z.string(),
  releaseStart: z.string(),
  dailyReleaseBps: z.number().int(),
  state: z.enum(POSITION_STATES),
  orderId: z.string(),
  phase: z.number().int(),
  price: z.string(),
  rulesVersion: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/positions: the caller's locked positions. */
export const positionsSchema = z.array(positionSchema);

export const woohooOrderSchema = z.object({
  id: z.string(),
  time: z.string(),
  phase: z.number().int(),
  amount: z.string(),
  price: z.string(),
  cost: z.string(),
  position: positionSchema,
});
export type WoohooOrder = z.infer<typeof woohooOrderSchema>;
