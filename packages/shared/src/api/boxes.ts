import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from '../boxes/box-draw';
import { BOX_KINDS } from '../boxes/box-rules';

/** SPEC 4: blind boxes, with a provably fair draw. Amounts in the smallest unit. */
export const boxConditionSchema = z.object({
  key: z.enum(['order', 'inviteeStake', 'activeDirects', 'kyc1']),
  current: z.string(),
  target: z.string(),
  met: z.boolean(),
});

export const boxDrawSchema = z.object({
  serverSeed: z.string().meta({ description: 'Revealed after the opening; sha256 of it is serverSeedHash' }),
  clientSeed: z.string(),
  counter: z.number().int(),
  prize: z.number().int().min(1).max(10),
  giftCardNo: z.string(),
  value: z.string().meta({ description: 'What the prize pays, in `asset`' }),
  asset: z.literal('USDT'),
  rulesVersion: z.number().int(),
  openedAt: z.string(),
  claimedAt: z.string().nullable(),
});

export const boxSchema = z.object({
  id: z.string(),
  kind: z.enum(BOX_KINDS),
  state: z.enum(['locked', 'unopened', 'opened']),
  claimed: z.boolean(),
  conditions: z.array(boxConditionSchema),
  serverSeedHash: z.string().meta({ description: 'The commitment, published before the opening' }),
  /** The counter the next opening of this user uses (shown before opening). */
  nextCounter: z.number().int(),
  draw: boxDrawSchema.nullable(),
});
export type Box = z.infer<typeof boxSchema>;

export const prizeTierSchema = z.object({
  prize: z.number().int(),
  value: z.string(),
  weight: z.string(),
});

export const boxListSchema = z.object({
  boxes: z.array(boxSchema),
  /** The prize table in force (what the next opening draws from). */
  prizes: z.array(prizeTierSchema),
  rulesVersion: z.number().int(),
});
export type BoxList = z.infer<typeof boxListSchema>;

/** A box's draw is verified against the prize table of the rules version it was drawn under. */
export const boxProofSchema = z.object({
  box: boxSchema,
  prizes: z.array(prizeTierSchema),
});
export type BoxProof = z.infer<typeof boxProofSchema>;

export const boxIdParamsSchema = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const boxOpenBodySchema = z.strictObject({
  clientSeed: z
    .string()
    .regex(CLIENT_SEED_PATTERN)
    .meta({ description: '1 to 64 of A-Z, a-z, 0-9, _ and -: goes into the draw with the counter' }),
});
