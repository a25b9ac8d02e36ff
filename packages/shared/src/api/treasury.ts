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
  rulesVersion: z.number().int(),
});
export type TreasuryStatus = z.infer<typeof treasuryStatusSchema>;
