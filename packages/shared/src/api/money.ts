import { z } from 'zod';
import { addressSchema } from '../address';
import { ASSETS, TRANSFER_ASSETS, WITHDRAW_ASSETS } from '../assets';

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

export const balanceSchema = z.object({ asset: assetSchema, available: amountSchema, locked: amountSchema });
export const balancesResponseSchema = z.array(balanceSchema);

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
});

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

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}

/** One ledger entry as the user sees it: what changed and what caused it. */
export const historyEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  asset: assetSchema,
  bucket: z.enum(['available', 'locked']),
  delta: z.string().meta({ description: 'Signed decimal string in the smallest unit' }),
  kind: z
    .string()
    .meta({ description: 'What caused it: deposit, withdraw_hold, withdraw_refund, transfer_out, ...' }),
  ref: z.string().meta({ description: 'The record it belongs to, e.g. withdraw:42' }),
});

export const historyQuerySchema = z.strictObject({
  asset: assetSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const moneyConfigSchema = z.object({
  swapFeeBps: z.number().int(),
  transferFeeBps: z.number().int(),
  withdrawMin: amountSchema,
  withdrawFee: amountSchema,
  withdrawAssets: z.array(assetSchema),
  transferAssets: z.array(assetSchema),
  depositConfirmations: z.number().int(),
  treasuryAddress: z.string().meta({ description: 'Where doRecharge sends USDT and payouts come from' }),
});
export type MoneyConfig = z.infer<typeof moneyConfigSchema>;

export const transparencySchema = z.array(
  z.object({
    asset: assetSchema,
    liabilities: amountSchema.meta({ description: 'What users hold: available plus locked' }),
    feesCollected: amountSchema,
    reserves: amountSchema.meta({
      description: 'USDT received by the instant swap, backing the USDB issued',
    }),
    onChainInflow: amountSchema,
    onChainOutflow: amountSchema,
    onChainHoldings: amountSchema.nullable(),
    invariantHolds: z.boolean(),
  }),
);
