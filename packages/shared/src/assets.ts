/** SPEC 3 "Balances": the assets the ledger keeps, each with available and locked buckets. */
export const ASSETS = ['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO'] as const;
export type Asset = (typeof ASSETS)[number];

export const BUCKETS = ['available', 'locked'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** SPEC 9: every asset has 18 decimals. */
export const ASSET_DECIMALS: Record<Asset, number> = { USDT: 18, USDB: 18, BHC: 18, BNB: 18, WOOHOO: 18 };

/**
 * Our decision: USDT is the asset that moves on and off chain (SPEC 4 deposit flow, SPEC 7
 * Recharge). USDB is internal to the platform, so it can be transferred but not withdrawn.
 */
export const DEPOSIT_ASSETS = ['USDT'] as const satisfies readonly Asset[];
export const WITHDRAW_ASSETS = ['USDT'] as const satisfies readonly Asset[];
export const TRANSFER_ASSETS = ['USDT', 'USDB'] as const satisfies readonly Asset[];

export function isAsset(value: string): value is Asset {
  return (ASSETS as readonly string[]).includes(value);
}
