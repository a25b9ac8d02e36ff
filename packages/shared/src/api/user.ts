import { z } from 'zod';
import { addressSchema } from '../address';

export const userSchema = z.object({
  address: z.string().meta({ description: 'Wallet address, EIP-55' }),
  pid: z.string().nullable().meta({ description: 'Referrer address bound at first login; never changes' }),
  createdAt: z.string().meta({ description: 'ISO 8601 registration time' }),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user/registered: the transfer form checks its recipient before confirming (SPEC 5). */
export const registeredQuerySchema = z.strictObject({ address: addressSchema });
export const registeredSchema = z.object({ registered: z.boolean() });
