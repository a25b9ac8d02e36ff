import { z } from 'zod';
import { addressSchema } from '../address';
import { userSchema } from './user';

export const nonceQuerySchema = z.strictObject({ address: addressSchema });

export const nonceResponseSchema = z.object({
  nonce: z.string().meta({ description: 'Single-use nonce for the EIP-4361 message; expires in 5 minutes' }),
  expiresAt: z.string().meta({ description: 'ISO 8601 time after which the nonce is refused' }),
});

/** The encrypted login body on the wire (see login-crypto.ts for how it is made). */
export const loginEncryptedBodySchema = z
  .strictObject({
    iv: z.string().min(1).max(64).meta({ description: 'base64 of the 12 random IV bytes' }),
    data: z
      .string()
      .min(1)
      .max(12_000)
      .meta({ description: 'base64 of the AES-256-GCM ciphertext followed by the 16-byte tag' }),
  })
  .meta({
    description:
      'Encrypted login. Generate a random 32-byte AES-256-GCM key and a 12-byte IV; encrypt the JSON ' +
      '`{ "message", "signature", "referrer"? }` (message: the EIP-4361 text; signature: 0x hex; referrer: ' +
      'optional address) and send `{ iv, data }` base64. Wrap the raw AES key with RSA-OAEP-SHA256 under ' +
      'the PEM (SPKI) public key from GET /api/config and send it base64 in the `key` header.',
  });

/** The decrypted login payload. */
export const loginPayloadSchema = z.strictObject({
  message: z.string().min(1).max(4000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'Invalid signature')
    .max(2000),
  referrer: addressSchema.optional(),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginResponseSchema = z.object({
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`' }),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The sign-in's `key` header (users' and operators' alike). */
export const loginHeadersSchema = z.object({
  key: z
    .string()
    .max(1024)
    .optional()
    .meta({ description: 'base64 of the AES-256 key wrapped with RSA-OAEP-SHA256 (required)' }),
});
