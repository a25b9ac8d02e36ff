import { z } from 'zod';

/** SPEC 3 `chianmsg` and SPEC 7 add/switch chain: what a wallet needs to add the network. */
export const chainMessageSchema = z.object({
  chainId: z.number().int(),
  chainIdHex: z.string(),
  chainName: z.string(),
  rpcUrls: z.array(z.string()),
  blockExplorerUrls: z.array(z.string()),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
});
export type ChainMessage = z.infer<typeof chainMessageSchema>;

export const contractAddressesSchema = z.object({
  usdt: z.string(),
  bhc: z.string(),
  woohoo: z.string(),
  recharge: z.string(),
  funding: z.string(),
});

export const appConfigSchema = z.object({
  chain: chainMessageSchema,
  contracts: contractAddressesSchema,
  publicOrigin: z.string().meta({
    description:
      'PUBLIC_ORIGIN: the origin every sign-in message names (its host as domain, it as URI); docs/rules.md "Sign-in"',
  }),
  rsaPublicKey: z.string().meta({ description: 'PEM (SPKI) RSA-OAEP-SHA256 public key for the login key' }),
  languages: z.array(z.string()),
  devWallet: z
    .boolean()
    .meta({ description: 'True on the local chain only: the web app offers the dev wallet' }),
  chainPollMs: z.number().int().positive().meta({
    description: "How often to look at the chain for a transaction's receipt, in ms: one block on BSC",
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'halted', 'stopping']).meta({
    description:
      "'halted' when a background worker (deposit indexer, payout worker) cannot go on; 'stopping' once the process has been told to stop",
  }),
  db: z.boolean(),
  /** Whether the database holds the newest migration this build knows. */
  migrated: z.boolean(),
  /** Whether the chain RPC answers; features that read the chain live answer 503 (50302) while it does not. */
  chain: z.boolean(),
  /** Whether Redis answers; null when the service runs without Redis (one replica). */
  redis: z.boolean().nullable(),
  problems: z.array(z.string()).meta({
    description:
      'What is wrong, in words; only the database, the migrations and a halted worker make it unready',
  }),
});
export type Health = z.infer<typeof healthSchema>;
