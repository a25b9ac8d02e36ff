import { z } from 'zod';
import { ASSETS } from '../assets';
import { calendarDay } from '../endpoints/schema-helpers';

/**
 * The daily proof of liabilities (docs/rules.md "Proof of liabilities"): the published roots,
 * public, and a signed-in user's own leaf and path. Hashes are 0x-prefixed lowercase hex, amounts
 * decimal strings in base units (18 decimals).
 */
const hashSchema = z.string().regex(/^0x[0-9a-f]{64}$/);

export const liabilitiesRootSchema = z.object({
  day: z.string().meta({ description: 'The settlement day (YYYY-MM-DD) the tree was built for' }),
  asset: z.enum(ASSETS),
  root: hashSchema,
  total: z.string().nullable().meta({
    description:
      "The root's sum: every user's balance of the asset; null (withheld) below LIABILITIES_MIN_HOLDERS holders",
  }),
  leafCount: z.number().int(),
  asOf: z.string().meta({ description: 'When the balances were read (ISO time)' }),
  txHash: hashSchema.nullable().meta({ description: 'The LiabilitiesRoots.publish transaction, once mined' }),
  contract: z.string().nullable().meta({ description: 'The LiabilitiesRoots contract it was published to' }),
});
export type LiabilitiesRoot = z.infer<typeof liabilitiesRootSchema>;

export const liabilitiesRootsSchema = z.object({
  items: z.array(liabilitiesRootSchema),
  nextBuildAfter: z.string().meta({
    description: 'When the next trees are built: after the running settlement day closes (ISO time)',
  }),
});
export type LiabilitiesRoots = z.infer<typeof liabilitiesRootsSchema>;

export const liabilitiesQuerySchema = z.strictObject({
  day: calendarDay().optional(),
});

export const liabilitiesProofQuerySchema = z.strictObject({
  asset: z.enum(ASSETS),
  day: calendarDay().optional().meta({ description: 'Default: the newest day of the asset' }),
});

export const liabilitiesProofSchema = liabilitiesRootSchema.extend({
  address: z.string().meta({ description: "The caller's wallet address, hashed into the leaf" }),
  balance: z.string().meta({ description: "The caller's balance of the asset in the tree" }),
  salt: hashSchema.meta({ description: "The leaf's secret salt, given only to its owner" }),
  index: z.number().int(),
  path: z.array(z.object({ hash: hashSchema, sum: z.string() })).meta({
    description: "The siblings from the leaf's level up to the root's children",
  }),
});
export type LiabilitiesProof = z.infer<typeof liabilitiesProofSchema>;
