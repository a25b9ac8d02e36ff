import { z } from 'zod';
import { addressSchema } from '../address';
import { ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN, REJECT_REASON_MAX } from '../constants';
import { calendarDateTime } from '../endpoints/schema-helpers';
import { REVIEW_REASONS } from '../rules/treasury-limits';
import { orderSchema, orderStatusSchema } from './mall';
import {
  amountSchema,
  assetSchema,
  balanceSchema,
  historyEntrySchema,
  pageQuerySchema,
  pageSchema,
  recordStatusSchema,
} from './money';

/**
 * The operator console's API (docs/rules.md "Operators"). Operators are wallets listed in
 * OPERATOR_ADDRESSES that sign in with the same signed message as users, at
 * POST /api/operator/login; the console with a browser wallet, `npm run operator` with the
 * operator's own key file. Each acts as its wallet, the identity every audit row names.
 */

/** Who an operator request acts as: the signed-in operator wallet. */
export const operatorIdentitySchema = z.object({
  actor: z.string().meta({ description: "The signed-in operator's wallet address (EIP-55)" }),
  via: z.enum(['wallet']),
});
export type OperatorIdentity = z.infer<typeof operatorIdentitySchema>;

export const operatorLoginResponseSchema = z.object({
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>` to /api/operator/*' }),
  operator: operatorIdentitySchema,
  expiresAt: z.string(),
});
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

/**
 * A withdrawal's operator approvals (docs/rules.md "Treasury limits"): how many distinct operators
 * it needs (two above the four-eyes threshold or beyond the day's limit), who approved so far.
 */
export const withdrawalApprovalsSchema = z.object({
  needed: z.union([z.literal(1), z.literal(2)]),
  by: z.array(z.string()).meta({ description: 'The authenticated operators who approved it, first first' }),
  why: z.enum(['fourEyes', 'dailyLimit']).nullable().meta({
    description: 'Why a second operator is needed: the amount (four-eyes) or the daily hot-wallet limit',
  }),
});
export type WithdrawalApprovals = z.infer<typeof withdrawalApprovalsSchema>;

export const operatorWithdrawalSchema = z.object({
  id: z.string(),
  user: z.string().meta({ description: "The user's wallet (who asked)" }),
  address: z.string().meta({ description: 'Where the payout goes' }),
  asset: z.string(),
  amount: amountSchema,
  fee: amountSchema,
  status: recordStatusSchema,
  payout: z
    .string()
    .nullable()
    .meta({ description: 'signed, confirmed, failed, vanished, or null before signing' }),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewReason: z.enum(REVIEW_REASONS).nullable().meta({
    description:
      'Why it waits for review: its size, the day reaching the daily hot-wallet limit, or its user\'s last 24 hours passing the per-user limit (docs/rules.md "Treasury limits")',
  }),
  approvals: withdrawalApprovalsSchema.nullable().meta({
    description: 'While it waits for review: the approvals it needs and has; null otherwise',
  }),
  payoutWait: z
    .string()
    .nullable()
    .meta({ description: 'Why its approved payout is not sent yet (the treasury holds less than it sends)' }),
  payoutWaitSince: z.string().nullable(),
  txHash: z.string().nullable().meta({ description: 'The transaction that paid it, once paid' }),
  payoutRecognisedFromChain: z.boolean().meta({
    description:
      'Its payout was found paid on chain (its id in the Payouts contract) instead of signed: docs/rules.md "Payouts exactly once"',
  }),
  createdAt: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const withdrawalListQuerySchema = pageQuerySchema.extend({
  status: z.union([recordStatusSchema, z.literal('all')]).default('reviewing'),
  address: addressSchema.optional().meta({ description: "Only this user's withdrawals" }),
});
export const withdrawalPageSchema = pageSchema(operatorWithdrawalSchema);

/** The CLI names itself in `operator`; a wallet operator is named by its address and may omit it. */
export const approveBodySchema = z.strictObject({ operator: z.string().min(1).max(64).optional() });
export const rejectBodySchema = z.strictObject({
  operator: z.string().min(1).max(64).optional(),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(REJECT_REASON_MAX)
    .meta({ description: 'Shown to the user with the rejected withdrawal' }),
});
/** What approving or rejecting a withdrawal answers: its id, its new state and, for an approval, its approvals. */
export const withdrawalReviewSchema = z.object({
  id: z.string(),
  status: recordStatusSchema,
  approvals: withdrawalApprovalsSchema.optional(),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

export const auditQuerySchema = pageQuerySchema.extend({
  actor: z.string().trim().min(1).max(80).optional(),
  action: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .meta({ description: 'An action or its prefix, e.g. withdrawal.' }),
  target: z.string().trim().min(1).max(120).optional(),
});

export const operatorUserParamsSchema = z.strictObject({ address: addressSchema });

export const operatorUserSchema = z.object({
  id: z.string(),
  address: z.string(),
  pid: z.string().nullable(),
  createdAt: z.string(),
  level: z.number().int().nullable().meta({ description: 'The level of the last settled day (V<n>)' }),
  kyc: z.object({ email: z.string().nullable(), verifiedAt: z.string().nullable() }),
  team: z.object({ directs: z.number().int(), size: z.number().int() }),
  balances: z.array(balanceSchema),
  lastSession: z.string().nullable(),
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;

export const operatorLedgerQuerySchema = pageQuerySchema.extend({ asset: assetSchema.default('USDT') });
export const operatorLedgerPageSchema = pageSchema(historyEntrySchema);

export const adjustmentBodySchema = z.strictObject({
  asset: assetSchema,
  amount: z
    .string()
    .regex(/^-?[1-9][0-9]{0,40}$/)
    .meta({ description: 'Signed whole number in the smallest unit: positive credits, negative debits' }),
  reason: z
    .string()
    .trim()
    .min(ADJUSTMENT_REASON_MIN)
    .max(ADJUSTMENT_REASON_MAX)
    .meta({ description: "Mandatory; shown to the user in the asset's history" }),
});
export const adjustmentSchema = z.object({
  id: z.string(),
  address: z.string(),
  asset: assetSchema,
  amount: z.string(),
  reason: z.string(),
  available: amountSchema.meta({ description: "The user's available balance after the adjustment" }),
  pending: z.boolean().optional().meta({
    description:
      'True when the amount is above the two-operator threshold and this is the first operator: nothing moved yet; a second operator sending the same adjustment carries it out (docs/rules.md "Treasury limits")',
  }),
  approvedBy: z
    .array(z.string())
    .optional()
    .meta({ description: 'The operators who sent it, for one above the threshold' }),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** A rules change as the console sends it: the whole configuration (as stored) and when it applies. */
export const rulesChangeBodySchema = z.strictObject({
  rules: z
    .record(z.string(), z.unknown())
    .meta({ description: 'The whole rules JSON, amounts as decimal strings' }),
  effectiveAt: calendarDateTime(),
});

export const rulesChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });

export const rulesPreviewSchema = z.object({
  version: z.number().int().meta({ description: 'The number the version will have when saved' }),
  effectiveAt: z.string(),
  earliestEffectiveAt: z.string().meta({ description: 'Now, or the end of the last settled day if later' }),
  changes: z.array(rulesChangeSchema),
  problems: z.array(z.string()).meta({ description: 'Why it cannot be saved; empty when it can' }),
});
export type RulesPreview = z.infer<typeof rulesPreviewSchema>;

export const rulesVersionSchema = z.object({
  version: z.number().int(),
  effectiveAt: z.string(),
  createdBy: z.string(),
  createdAt: z.string().nullable(),
});
export const rulesOverviewSchema = z.object({
  inForce: z.object({
    version: z.number().int(),
    effectiveAt: z.string(),
    rules: z.record(z.string(), z.unknown()),
  }),
  /** Every version, newest first; those not yet in force included. */
  versions: z.array(rulesVersionSchema),
  earliestEffectiveAt: z.string(),
});
export type RulesOverview = z.infer<typeof rulesOverviewSchema>;

/** The console's mall orders: by state, paged. */
export const operatorOrdersQuerySchema = pageQuerySchema.extend({
  status: z.union([orderStatusSchema, z.literal('all')]).default('paid'),
});
export const operatorOrderPageSchema = pageSchema(orderSchema);

/** A product as the console manages it: on sale or not, its price and every variant's stock. */
export const operatorProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  category: z.string(),
  name: z.string(),
  asset: z.string(),
  price: amountSchema,
  onSale: z.boolean(),
  variants: z.array(
    z.object({
      id: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      stock: z.number().int(),
    }),
  ),
});
export type OperatorProduct = z.infer<typeof operatorProductSchema>;
export const operatorProductsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(50).optional(),
  onSale: z.enum(['all', 'true', 'false']).default('all'),
});
export const operatorProductPageSchema = pageSchema(operatorProductSchema);
export const productChangeBodySchema = z
  .strictObject({
    price: z
      .string()
      .regex(/^[1-9][0-9]{0,40}$/)
      .optional()
      .meta({ description: 'Smallest unit' }),
    onSale: z.boolean().optional(),
  })
  .refine((b) => b.price !== undefined || b.onSale !== undefined, { message: 'nothing to change' });
export const stockBodySchema = z.strictObject({ stock: z.number().int().min(0).max(1_000_000) });

/** Funding the on-chain pool's rewards (docs/rules.md "The on-chain pool"). */
export const poolRewardBodySchema = z.strictObject({
  amount: z
    .string()
    .regex(/^[1-9]\d{0,77}$/)
    .transform((value) => BigInt(value))
    .meta({ description: 'BHC in the smallest unit' }),
});
/**
 * A pool reward request (docs/rules.md "The on-chain pool"): `requested` until the payout worker
 * has it mined, then `confirmed` with its addReward transaction, or `failed` with why.
 */
export const poolRewardRequestSchema = z.object({
  id: z.string(),
  amount: z.string(),
  state: z.enum(['requested', 'confirmed', 'failed']),
  txHash: z.string().nullable(),
  failure: z.string().nullable(),
  requestedAt: z.string(),
});
export type PoolRewardRequest = z.infer<typeof poolRewardRequestSchema>;
