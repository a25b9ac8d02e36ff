import { getAddress, isAddress } from 'viem';
import { z } from 'zod';

/** An EVM address in any case, normalised to its EIP-55 checksum form. */
export const addressSchema = z
  .string()
  .trim()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })
  .transform((value) => getAddress(value))
  .meta({
    description: 'EVM address (any case; answered in EIP-55 checksum form)',
    example: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  });
