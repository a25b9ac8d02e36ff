/**
 * Business constants fixed by the specification, in one place. Amounts are bigint in the
 * token's smallest unit (18 decimals). Each constant names the SPEC section it comes from.
 */

/** SPEC 9: every token the product handles has 18 decimals. */
export const TOKEN_DECIMALS = 18;
/** 1 whole token in its smallest unit. */
export const ONE_TOKEN_WEI = 10n ** 18n;

/** SPEC 9: BNB Smart Chain mainnet. */
export const BSC_CHAIN_ID = 56;
/** DESIGN "Web app": anvil's default chain id, used by the local run mode. */
export const LOCAL_CHAIN_ID = 31337;

/** SPEC 8: success response code. */
export const SUCCESS_CODE = 10000;

/** SPEC 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** SPEC 2: pages load lazily with a 200 ms loading delay... */
export const PAGE_LOADING_DELAY_MS = 200;
/** SPEC 2: ...and a 60 s timeout. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
/** SPEC 9: chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** SPEC 8: after a 40002 toast, wait 500 ms before clearing the session and going home. */
export const LOGGED_IN_ELSEWHERE_DELAY_MS = 500;
/** SPEC 9: toast duration. */
export const TOAST_DURATION_MS = 2000;
/** SPEC 9: swiper interval. */
export const SWIPER_INTERVAL_MS = 3000;
/** SPEC 5: resend countdown. */
export const RESEND_COUNTDOWN_SEC = 60;
/** SPEC 5: code input length. */
export const CODE_INPUT_LENGTH = 6;
/** SPEC 9: relative time shows "just now" under 300 s. */
export const JUST_NOW_THRESHOLD_SEC = 300;

/** SPEC 1 and 9: a node share is 520 USDT. */
export const NODE_SHARE_PRICE_WEI = 520n * ONE_TOKEN_WEI;
/** SPEC 5 and 9: stake amounts are multiples of 10 USDT... */
export const STAKE_STEP_WEI = 10n * ONE_TOKEN_WEI;
/** SPEC 5: ...from 10 USDT (the smallest positive multiple of 10)... */
export const STAKE_MIN_WEI = 10n * ONE_TOKEN_WEI;
/** SPEC 5 and 9: ...up to 1000 USDT per order. */
export const STAKE_MAX_WEI = 1000n * ONE_TOKEN_WEI;
/** SPEC 9: node sales reward 10%, in basis points. */
export const NODE_SALES_REWARD_BPS = 1000n;
/** SPEC 9: each node referred gives +500 USDB. */
export const NODE_REFERRAL_BONUS_USDB_WEI = 500n * ONE_TOKEN_WEI;
/** SPEC 9: each 2,500 USDT referred gives +2,500 USDB. */
export const REFERRAL_TIER_STEP_WEI = 2500n * ONE_TOKEN_WEI;
/** SPEC 9: referral tiers and node amounts. */
export const REFERRAL_TIERS_WEI = [2500n * ONE_TOKEN_WEI, 5000n * ONE_TOKEN_WEI] as const;
/** SPEC 6 and 9: the global bonus pool share of B6 and B7, 2.5%, in basis points. */
export const GLOBAL_BONUS_BPS = 250n;
/** SPEC 9: the global bonus settles daily at 21:00 UTC+8. */
export const GLOBAL_BONUS_SETTLE_HOUR = 21;
/** SPEC 9: the global bonus settlement time zone offset, minutes east of UTC. */
export const GLOBAL_BONUS_SETTLE_UTC_OFFSET_MIN = 8 * 60;
/** SPEC 9: 1/60 of the global bonus is released per day. */
export const GLOBAL_BONUS_RELEASE_DAYS = 60n;
/** SPEC 9: $WOOHOO swap phase quotas, in whole tokens. */
export const WOOHOO_PHASE_QUOTAS_WEI = [
  5200n * ONE_TOKEN_WEI,
  3900n * ONE_TOKEN_WEI,
  2600n * ONE_TOKEN_WEI,
] as const;
/** SPEC 9: ex-rights events up to 5 (ISO count n/5). */
export const EXRIGHTS_MAX_EVENTS = 5;
/** SPEC 4 and 9: the tutorial blind box needs a 100 USDT order... */
export const BLIND_BOX_ORDER_THRESHOLD_WEI = 100n * ONE_TOKEN_WEI;
/** SPEC 4 and 9: ...or a 1000 USDT stake by a newly tutored invitee. */
export const BLIND_BOX_INVITEE_STAKE_THRESHOLD_WEI = 1000n * ONE_TOKEN_WEI;
/**
 * SPEC 6 and 9: D1 needs 5 direct referrals. One text says 10; we take 5, the figure both
 * the roles section and the constants section give.
 */
export const D1_DIRECT_REFERRALS = 5;
/** SPEC 9: pioneer gift target, 10 friends. */
export const PIONEER_GIFT_TARGET = 10;

/**
 * docs/rules.md "Sign-in": a nonce is single-use and lives 10 minutes, long enough for a wallet
 * that asks for confirmation on a phone, short enough that a message signed and left lying about
 * (or lured out of a user) is soon worth nothing. A message's `issuedAt` may be no older either.
 */
export const LOGIN_NONCE_TTL_SEC = 10 * 60;
/**
 * docs/rules.md "Sign-in": at most this many outstanding (unused, unexpired) nonces per address;
 * a new one drops the oldest, so nobody can lock a wallet out by asking for nonces in its name.
 */
export const LOGIN_NONCES_PER_ADDRESS = 5;
/** docs/rules.md "Sign-in": how far ahead of the server's clock a wallet's `issuedAt` may be. */
export const LOGIN_CLOCK_SKEW_SEC = 2 * 60;
/**
 * docs/rules.md "Proof of liabilities": a tree of fewer holders publishes no total (nor goes on
 * chain). With one holder the total is that user's exact balance; with two, either holder reads the
 * other's by subtracting its own.
 */
export const LIABILITIES_MIN_HOLDERS = 3;
/** EIP-4361: a nonce has at least 8 alphanumerics; we generate 24 for a wide margin. */
export const LOGIN_NONCE_LENGTH = 24;
/** Our decision: a session lasts 7 days unless a newer login on the same wallet ends it. */
export const SESSION_TTL_SEC = 7 * 24 * 60 * 60;
/** Our decision: an operator's wallet session lasts one working day, 12 hours. */
export const OPERATOR_SESSION_TTL_SEC = 12 * 60 * 60;
/** Our decision: a balance adjustment's reason, 5..200 characters, shown to its user. */
export const ADJUSTMENT_REASON_MIN = 5;
export const ADJUSTMENT_REASON_MAX = 200;
/** Our decision: a withdrawal's rejection reason, 1..200 characters, shown to its user. */
export const REJECT_REASON_MAX = 200;
/** Our decision: the largest encrypted login body the API reads (it is about 1 KiB). */
export const LOGIN_BODY_LIMIT_BYTES = 16 * 1024;
/** DESIGN "API": the login key is wrapped with RSA-OAEP-SHA256 and a 2048-bit RSA key. */
export const RSA_KEY_BITS = 2048;

/**
 * Money defaults where SPEC 9 says "not shown". Each can be changed by the environment (see the
 * README); these are what a fresh install uses.
 */
/** Instant swap fee: 1%, in line with instant-swap desks of this kind. */
export const DEFAULT_SWAP_FEE_BPS = 100;
/** Transfer fee between users: 0.5%. */
export const DEFAULT_TRANSFER_FEE_BPS = 50;
/** Smallest withdrawal: 10 USDT. */
export const DEFAULT_WITHDRAW_MIN_WEI = 10n * ONE_TOKEN_WEI;
/** Withdrawal gas fee, paid out of the amount: 1 USDT. */
export const DEFAULT_WITHDRAW_FEE_WEI = 1n * ONE_TOKEN_WEI;
/** Withdrawals below 1,000 USDT are approved automatically; larger ones wait for an operator. */
export const DEFAULT_WITHDRAW_AUTO_APPROVE_BELOW_WEI = 1000n * ONE_TOKEN_WEI;
/** DESIGN "Money": deposits are credited after 12 confirmations on BSC... */
export const BSC_DEPOSIT_CONFIRMATIONS = 12;
/** ...and after 1 on the local chain. */
export const LOCAL_DEPOSIT_CONFIRMATIONS = 1;
