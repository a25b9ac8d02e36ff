import { z } from 'zod';
import { amountSchema } from './money';

/** One balance the low-balance alarm watches (docs/rules.md "Treasury limits"). */
export const treasuryBalanceSchema = z.object({
  asset: z.enum(['USDT', 'BNB']).meta({ description: 'USDT pays withdrawals; BNB pays their gas' }),
  balance: amountSchema
    .nullable()
    .meta({ description: 'What the treasury holds on chain; null when not read' }),
  threshold: amountSchema.meta({ description: 'The alarm is raised below this (rules.treasury)' }),
  state: z.enum(['ok', 'low', 'unknown']),
});

/** One sweep of the hot wallet's excess to cold storage (docs/rules.md "Hot float and sweeps"). */
export const treasurySweepSchema = z.object({
  asset: z.enum(['USDT']),
  amount: amountSchema.meta({ description: 'What was sent to cold' }),
  to: z.string().meta({ description: 'The cold address (the Safe)' }),
  txHash: z.string(),
  status: z.enum(['signed', 'success', 'reverted']).meta({
    description: 'signed: broadcast, not yet final; success or reverted once final',
  }),
  block: z.string().nullable().meta({ description: 'The block it was final in; null while signed' }),
  signedAt: z.string(),
});
export type TreasurySweep = z.infer<typeof treasurySweepSchema>;

/** The treasury against its limits: the operator console's banner reads this. */
export const treasuryStatusSchema = z.object({
  alarm: z.boolean().meta({ description: 'A balance is below its threshold or could not be read' }),
  balances: z.array(treasuryBalanceSchema),
  day: z.string().meta({ description: 'The settlement day (21:00 to 21:00 UTC+8) the daily limit counts' }),
  paidToday: amountSchema.meta({
    description: 'USDT withdrawals approved this day (auto or by an operator)',
  }),
  dailyLimit: amountSchema.meta({
    description: 'Past this, every new withdrawal waits for review whatever its size (rules.treasury)',
  }),
  waiting: z.object({
    count: z.number().int().meta({ description: 'Approved payouts waiting for the treasury to be funded' }),
    amount: amountSchema.meta({ description: 'What they send (amount less fee)' }),
    since: z.string().nullable().meta({ description: 'When the oldest started waiting' }),
  }),
  cold: z.object({
    address: z
      .string()
      .nullable()
      .meta({ description: 'Where the excess above the float is swept (the Safe); null: no sweeps' }),
    float: amountSchema.meta({
      description: 'USDT the hot wallet keeps beyond what payouts owe (rules.treasury)',
    }),
    sweepMargin: amountSchema.meta({
      description: 'A sweep is made once the excess passes this (rules.treasury)',
    }),
    sweeps: z.array(treasurySweepSchema).meta({ description: 'The latest sweeps, newest first (at most 5)' }),
    topUpNeeded: amountSchema.nullable().meta({
      description:
        'USDT to move from cold to hot: "0" while the hot wallet covers approved payouts and is above the low-balance threshold; null when not read',
    }),
  }),
  rulesVersion: z.number().int(),
});
export type TreasuryStatus = z.infer<typeof treasuryStatusSchema>;
