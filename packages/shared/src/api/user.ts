import { z } from 'zod';

export const userSchema = z.object({
  address: z.string().meta({ description: 'Wallet address, EIP-55' }),
  pid: z.string().nullable().meta({ description: 'Referrer address bound at first login; never changes' }),
  createdAt: z.string().meta({ description: 'ISO 8601 registration time' }),
});
export type User = z.infer<typeof userSchema>;
