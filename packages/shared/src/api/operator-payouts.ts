import { z } from 'zod';

/** docs/rules.md "Payout runbook": the payouts that need an operator, and the three actions on them. */

/** Why a payout is on the operator's list: reverted, gone from the chain, or its nonce taken by another transaction. */
export const PAYOUT_TROUBLES = ['failed', 'vanished', 'nonceCollided'] as const;
export const payoutTroubleSchema = z.enum(PAYOUT_TROUBLES);
export type PayoutTrouble = z.infer<typeof payoutTroubleSchema>;

export const troubledPayoutSchema = z.object({
  withdrawalId: z.string(),
  trouble: payoutTroubleSchema,
  asset: z.string(),
  /** What the withdrawal sends on chain (amount less fee), in the smallest unit. */
  sent: z.string(),
  amount: z.string(),
  fee: z.string(),
  to: z.string(),
  nonce: z.string(),
  txHash: z.string(),
  withdrawalStatus: z.string(),
});
export type TroubledPayout = z.infer<typeof troubledPayoutSchema>;
export const troubledPayoutListSchema = z.object({ items: z.array(troubledPayoutSchema) });

const operatorName = z.string().min(1).max(64).optional();

export const payoutRetryBodySchema = z.strictObject({ operator: operatorName });
export const payoutReturnedBodySchema = z.strictObject({
  operator: operatorName,
  /** What the user reads with the returned withdrawal. */
  reason: z.string().trim().min(1).max(200),
});
export const payoutPaidBodySchema = z.strictObject({
  operator: operatorName,
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .transform((value) => value.toLowerCase()),
});

/** What an action left: the withdrawal's state and its payout's (none once a retry retired it). */
export const payoutActionSchema = z.object({
  withdrawalId: z.string(),
  withdrawalStatus: z.string(),
  payoutStatus: z.string().nullable(),
  txHash: z.string().nullable(),
});
export type PayoutAction = z.infer<typeof payoutActionSchema>;

/** docs/rules.md "The payout kill switch": whether the operators stopped new payouts, who and when. */
export const payoutSwitchSchema = z.object({
  stopped: z.boolean(),
  changedBy: z.string().nullable().meta({ description: 'The operator who set it last; null if never set' }),
  changedAt: z.string().nullable().meta({ description: 'ISO 8601: when it was set last' }),
});
export type PayoutSwitch = z.infer<typeof payoutSwitchSchema>;
export const payoutSwitchBodySchema = z.strictObject({ operator: operatorName });
