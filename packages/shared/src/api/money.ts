import { z } from 'zod';
import { addressSchema } from '../address';
import { ASSETS, BUCKETS, TRANSFER_ASSETS, WITHDRAW_ASSETS } from '../assets';
import { LEDGER_KIND_NAMES, LEDGER_REF_TYPES } from '../ledger-kinds';

/** An amount in a request: a decimal string of the smallest unit, parsed to bigint. */
export const amountInputSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,77})$/, 'Amount must be a decimal string of the smallest unit')
  .transform((value) => BigInt(value))
  .meta({
    description: 'Decimal string in the asset smallest unit (18 decimals)',
    example: '10000000000000000000',
  });

/** An amount in a response: always a decimal string of the smallest unit. */
export const amountSchema = z.string().meta({ description: 'Decimal string in the asset smallest unit' });

export const assetSchema = z.enum(ASSETS);

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().min(1).max(255).optional().meta({
    description: 'Required. Same key and body: the first result again. Same key, other body: 40920.',
  }),
});

export const bucketSchema = z.enum(BUCKETS);

/** An asset's balance per bucket (see BUCKETS): nothing on screen adds unrelated buckets together. */
export const balanceSchema = z.object({
  asset: assetSchema,
  available: amountSchema,
  withdrawHold: amountSchema.meta({ description: 'Requested withdrawals waiting for review or payout' }),
  staked: amountSchema.meta({ description: 'Principal of running stake orders' }),
  vesting: amountSchema.meta({ description: 'Locked positions released by rule' }),
  rewardHold: amountSchema.meta({ description: "Dynamic rewards waiting for the week's assessment" }),
});
export const balancesResponseSchema = z.array(balanceSchema);
export type Balance = z.infer<typeof balanceSchema>;

/** SPEC 4: deposit and withdrawal records share these states. */
export const RECORD_STATUSES = ['reviewing', 'approved', 'success', 'rejected'] as const;
export const recordStatusSchema = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof recordStatusSchema>;

export const withdrawBodySchema = z.strictObject({
  asset: z.enum(WITHDRAW_ASSETS),
  amount: amountInputSchema,
});
export const transferBodySchema = z.strictObject({
  asset: z.enum(TRANSFER_ASSETS),
  amount: amountInputSchema,
  to: addressSchema,
});
export const swapBodySchema = z.strictObject({
  from: z.literal('USDT'),
  to: z.literal('USDB'),
  amount: amountInputSchema,
});

export const depositRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  address: z.string(),
  asset: assetSchema,
  amount: amountSchema,
  status: recordStatusSchema,
  txHash: z.string(),
  confirmations: z.number().int(),
});

export const withdrawalRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  address: z.string(),
  asset: assetSchema,
  amount: amountSchema,
  fee: amountSchema,
  received: amountSchema,
  status: recordStatusSchema,
  txHash: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  rejectReason: z.string().nullable().meta({ description: 'Why an operator rejected it' }),
});

/**
 * Why new withdrawals are refused (docs/rules.md "Withdrawals while payouts are paused"): the
 * local chain is behind the database, the operators stopped payouts (the kill switch, "The payout
 * kill switch"), the payout worker is halted, or it has not reported within its threshold. The web
 * app labels each in every language.
 */
export const WITHDRAW_PAUSE_REASONS = [
  'chainBehind',
  'payoutsStopped',
  'payoutsHalted',
  'payoutWorkerSilent',
] as const;
export const withdrawPauseReasonSchema = z.enum(WITHDRAW_PAUSE_REASONS);
export type WithdrawPauseReason = z.infer<typeof withdrawPauseReasonSchema>;

/** GET /api/withdraw/availability: whether a new withdrawal would be accepted now, and if not why. */
export const withdrawAvailabilitySchema = z.object({
  paused: z.boolean(),
  reason: withdrawPauseReasonSchema.nullable().meta({ description: 'Null while withdrawals are open' }),
  since: z
    .string()
    .nullable()
    .meta({ description: 'ISO 8601: when the halt began, or the payout worker last reported' }),
});
export type WithdrawAvailability = z.infer<typeof withdrawAvailabilitySchema>;

export const transferRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  /** The other side: the recipient for an outgoing transfer, the sender for an incoming one. */
  address: z.string(),
  direction: z.enum(['out', 'in']),
  asset: assetSchema,
  amount: amountSchema,
  fee: amountSchema,
  received: amountSchema,
  status: z.literal('success'),
});

export const swapRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  address: z.string(),
  from: assetSchema,
  to: assetSchema,
  amount: amountSchema,
  fee: amountSchema,
  received: amountSchema,
  status: z.literal('success'),
});

export const RECORD_TYPES = ['deposit', 'withdraw', 'transfer', 'swap'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const recordsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: recordStatusSchema.optional(),
});

/** A UTC offset as the export's `utcOffset` parameter takes it: +08:00, -05:30. */
export const UTC_OFFSET_PATTERN = /^[+-](?:0\d|1[0-4]):[0-5]\d$/;

/** GET /api/records/{type}/export: the status filter, the caller's UTC offset and language. */
export const recordsExportQuerySchema = z.strictObject({
  status: recordStatusSchema.optional(),
  utcOffset: z
    .string()
    .regex(UTC_OFFSET_PATTERN)
    .default('+00:00')
    .meta({ description: "The caller's UTC offset for the times, e.g. +08:00" }),
  lang: z.string().max(16).optional().meta({ description: 'Language of the header and words' }),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * One ledger transfer as it touched the caller's balance of one asset: what caused it (`kind`, a
 * name of the shared catalogue), the record it belongs to, every bucket it moved and the net
 * change, plus the other party of a transfer and the transaction hash of a deposit or payout.
 */
/** A record id in a path: a positive bigint as decimal text. */
export const idParamsSchema = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const historyEntrySchema = z.object({
  id: z.string().meta({ description: 'The ledger transfer id' }),
  time: z.string(),
  asset: assetSchema,
  kind: z.enum(LEDGER_KIND_NAMES),
  ref: z.object({ type: z.enum(LEDGER_REF_TYPES), id: z.string() }),
  delta: z.string().meta({ description: 'Net signed change over all buckets, smallest unit' }),
  changes: z.array(
    z.object({
      bucket: bucketSchema,
      delta: z.string().meta({ description: 'Signed decimal string in the smallest unit' }),
    }),
  ),
  counterparty: z.string().nullable().meta({ description: 'The other wallet of a transfer' }),
  txHash: z.string().nullable().meta({ description: 'The on-chain transaction of a deposit or payout' }),
  note: z.string().nullable().meta({ description: "An operator's reason (balance adjustments)" }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A page of a list: `size` rows of page `page` (from 1); what `pageSchema` answers. */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const historyQuerySchema = pageQuerySchema.extend({ asset: assetSchema });

export const moneyConfigSchema = z.object({
  swapFeeBps: z.number().int(),
  transferFeeBps: z.number().int(),
  withdrawMin: amountSchema,
  withdrawFee: amountSchema,
  withdrawReviewThreshold: amountSchema.meta({
    description: 'Withdrawals of this amount or more wait for an operator; smaller ones are approved at once',
  }),
  withdrawAssets: z.array(assetSchema),
  transferAssets: z.array(assetSchema),
  depositConfirmations: z.number().int(),
  depositFinality: z.enum(['finalized', 'confirmations']).meta({
    description:
      "'finalized': a deposit is credited once its block is at or below the chain's finalized block (BSC fast finality); 'confirmations': after depositConfirmations blocks",
  }),
  treasuryAddress: z.string().meta({ description: 'Where doRecharge sends USDT and payouts come from' }),
});
export type MoneyConfig = z.infer<typeof moneyConfigSchema>;

export const platformRoleSchema = z.enum(['external', 'issuer', 'fee', 'sales', 'reserve', 'expense']);

/** What stands behind an asset (docs/rules.md "What backs each asset"). */
export const backingSchema = z.enum(['onChain', 'internalCredit', 'lockedUntilTokenGeneration']);

/**
 * The verdict on one asset: covered (the treasury holds at least what users are owed), shortfall
 * (it holds less), unknown (its balance could not be read) or notBacked (by design, see `backing`).
 */
export const coverageSchema = z.enum(['covered', 'shortfall', 'unknown', 'notBacked']);

/** One asset in the public report: what users hold against what came in and went out on chain. */
export const transparencyAssetSchema = z.object({
  asset: assetSchema,
  backing: backingSchema,
  coverage: coverageSchema,
  liabilities: amountSchema.meta({ description: 'What users are owed: every bucket of every user account' }),
  shortfall: amountSchema.nullable().meta({
    description: 'What users are owed beyond the treasury on chain; "0" when covered, null when not known',
  }),
  surplus: amountSchema.nullable().meta({
    description: 'What the treasury holds on chain beyond what users are owed; null when not known',
  }),
  feesCollected: amountSchema.meta({
    description: 'The platform account with the fee role (charged fees only)',
  }),
  salesRevenue: amountSchema.meta({
    description: 'The platform accounts with the sales role: node shares, $WOOHOO and mall orders sold',
  }),
  reserves: amountSchema.meta({ description: 'Balances of the platform accounts with the reserve role' }),
  expensesPaid: amountSchema.meta({
    description:
      'What the platform paid users by rule (rewards, prizes, task rewards, adjustments): the expense accounts, negated',
  }),
  platformAccounts: z.array(z.object({ name: z.string(), role: platformRoleSchema, balance: amountSchema })),
  onChainInflow: amountSchema.meta({ description: 'Credited deposits' }),
  onChainOutflow: amountSchema.meta({ description: 'Paid withdrawals, net of their fee' }),
  onChainHoldings: amountSchema
    .nullable()
    .meta({ description: "The treasury's balance on chain: hot and cold together, read at one block" }),
  wallets: z
    .array(
      z.object({
        wallet: z.enum(['hot', 'cold']).meta({ description: 'hot: pays withdrawals; cold: the Safe' }),
        address: z.string(),
        balance: amountSchema.nullable().meta({ description: 'Read at holdingsBlock; null when not read' }),
      }),
    )
    .optional()
    .meta({ description: 'The holdings per treasury address (docs/rules.md "Hot float and sweeps")' }),
  holdingsBlock: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'The block every wallet of the report was read at' }),
  invariantHolds: z
    .boolean()
    .meta({ description: 'The ledger and the chain records agree (coverage aside)' }),
  problems: z.array(z.string()).meta({
    description: 'Why this asset is not healthy: a broken invariant, a shortfall or unknown coverage',
  }),
});

export const transparencySchema = z.object({
  generatedAt: z.string().meta({ description: 'When the reconciliation that wrote this report ran' }),
  healthy: z
    .boolean()
    .meta({ description: 'Every asset holds, every on-chain asset is covered and no worker is halted' }),
  problems: z.array(z.string()).meta({ description: 'Everything that is not as it should be, in words' }),
  assets: z.array(transparencyAssetSchema),
});
export type TransparencyReport = z.infer<typeof transparencySchema>;

/**
 * GET /api/transparency: the stored report, and beside it whether payouts are paused now (read
 * live, not from the snapshot): the operators' kill switch or a halted worker (docs/rules.md "The
 * payout kill switch").
 */
export const publicReportSchema = transparencySchema.extend({
  payouts: withdrawAvailabilitySchema.meta({
    description: 'Whether payouts to the chain are paused now, and why',
  }),
});
export type PublicReport = z.infer<typeof publicReportSchema>;
