/** SPEC 3 "Balances": the assets the ledger keeps. */
export const ASSETS = ['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO'] as const;
export type Asset = (typeof ASSETS)[number];

/**
 * What a user's balance of an asset is split into (SPEC 3 "Balances"). Each bucket holds one kind
 * of money, so no number on screen mixes unrelated things:
 * - available: free to spend, transfer or withdraw;
 * - withdraw_hold: requested withdrawals waiting for review or payout;
 * - staked: principal of running stake orders, returned at expiry;
 * - vesting: locked positions ($WOOHOO bought in the phased sale, the global bonus) released by rule;
 * - reward_hold: dynamic rewards waiting for their week's assessment (SPEC 4).
 */
export const BUCKETS = ['available', 'withdraw_hold', 'staked', 'vesting', 'reward_hold'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** SPEC 9: every asset has 18 decimals. */
export const ASSET_DECIMALS: Record<Asset, number> = { USDT: 18, USDB: 18, BHC: 18, BNB: 18, WOOHOO: 18 };

/**
 * Our decision (SPEC 5 limits an amount's decimals without a number): every amount is shown with at
 * most 6 decimals, cut toward zero, and an amount the user enters may have at most as many, so what
 * is typed is what is shown and nothing smaller than one display unit (0.000001) can be sent.
 */
export const DISPLAY_DECIMALS = 6;
export const ASSET_DISPLAY_DECIMALS: Record<Asset, number> = {
  USDT: DISPLAY_DECIMALS,
  USDB: DISPLAY_DECIMALS,
  BHC: DISPLAY_DECIMALS,
  BNB: DISPLAY_DECIMALS,
  WOOHOO: DISPLAY_DECIMALS,
};

/** The smallest amount shown (and accepted) for an asset: one unit of its last display decimal. */
export function displayUnitWei(asset: Asset): bigint {
  return 10n ** BigInt(ASSET_DECIMALS[asset] - ASSET_DISPLAY_DECIMALS[asset]);
}

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

/**
 * What stands behind each asset users hold (docs/rules.md "What backs each asset"):
 * - onChain: a token or coin that exists on chain; the treasury must hold at least what users are
 *   owed, and a shortfall or an unreadable balance turns the public report red.
 * - internalCredit: exists only in the platform's ledger, by design (USDB: issued by the one-way
 *   swap and as node bonuses, spent inside the platform, never withdrawn, SPEC 3 and 9).
 * - lockedUntilTokenGeneration: sold and held locked in the ledger before the token is generated
 *   (the phased $WOOHOO sale, SPEC 1 and 4); nothing on chain backs it until then.
 */
export type Backing = 'onChain' | 'internalCredit' | 'lockedUntilTokenGeneration';
export const ASSET_BACKING: Record<Asset, Backing> = {
  USDT: 'onChain',
  BHC: 'onChain',
  BNB: 'onChain',
  USDB: 'internalCredit',
  WOOHOO: 'lockedUntilTokenGeneration',
};
