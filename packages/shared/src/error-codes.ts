/**
 * The one catalogue of response codes (SPEC 8 plus ours). Every error the API answers comes
 * from here: its numeric `code` goes in the envelope and `status` is the HTTP status that tells
 * the class. The message of every code in each of the 14 languages lives in
 * `server-messages/<language>.ts` (typed, so a missing one fails the build, and tested).
 *
 * Our own codes are five digits: the HTTP status class times 100 plus a running number, so a
 * reader can tell the class from the code. The spec's codes keep their values.
 */
import { SESSION_ERRORS } from './session-errors';

type Entry = { code: number; status: number };

export const ERRORS = {
  ...SESSION_ERRORS,

  badRequest: { code: 40000, status: 400 },
  loginBodyUnreadable: { code: 40010, status: 400 },
  siweMalformed: { code: 40011, status: 400 },
  nonceInvalid: { code: 40012, status: 401 },
  nonceExpired: { code: 40013, status: 401 },
  domainMismatch: { code: 40014, status: 401 },
  chainMismatch: { code: 40015, status: 401 },
  messageExpired: { code: 40016, status: 401 },
  signatureInvalid: { code: 40017, status: 401 },
  referrerInvalid: { code: 40018, status: 400 },
  /** docs/rules.md "Sign-in": the message's URI is not the public origin (or a path under it). */
  uriMismatch: { code: 40019, status: 401 },
  insufficientBalance: { code: 40020, status: 400 },
  amountInvalid: { code: 40021, status: 400 },
  amountBelowMinimum: { code: 40022, status: 400 },
  feeExceedsAmount: { code: 40023, status: 400 },
  recipientNotFound: { code: 40024, status: 400 },
  transferToSelf: { code: 40025, status: 400 },
  idempotencyKeyMissing: { code: 40026, status: 400 },
  /** An amount below the asset's display precision, or whose fee leaves nothing to show. */
  amountDust: { code: 40027, status: 400 },
  /** SPEC 5 "Please enter quantity": a node order of no whole number of shares from 1. */
  quantityInvalid: { code: 40028, status: 400 },
  /** docs/rules.md "Node sale": a node kind has fewer shares left than the order asks for. */
  insufficientSupply: { code: 40029, status: 400 },
  /** SPEC 5 and 9: a stake is a multiple of 10 from 10 to 1000 USDT. */
  stakeAmountInvalid: { code: 40030, status: 400 },
  /** docs/rules.md "Staking": no staking package with that id in the rules in force. */
  stakePackageInvalid: { code: 40031, status: 400 },
  /** SPEC 1 and 9: the open $WOOHOO phase cannot fill the order. */
  insufficientQuota: { code: 40032, status: 400 },
  /** docs/rules.md "The referral team": the referrer to bind is not a registered user. */
  referrerNotRegistered: { code: 40033, status: 400 },
  /** docs/rules.md "The referral team": a wallet cannot refer itself. */
  referrerSelf: { code: 40034, status: 400 },
  /** The referrer is in the caller's own team, which would make a cycle. */
  referrerCycle: { code: 40035, status: 400 },
  /** SPEC 9: a settlement day that is not a date, or has not ended yet. */
  settlementDayInvalid: { code: 40036, status: 400 },
  /** SPEC 8 "Conditions not met": a blind box (or task) whose unlock conditions do not hold. */
  conditionsNotMet: { code: 40037, status: 400 },
  /** SPEC 8 "Verification failed": a wrong, expired or reused captcha or slider answer. */
  verificationFailed: { code: 40038, status: 400 },
  /** SPEC 8 "verifyImgs cannot be empty". */
  verifyImgsEmpty: { code: 40039, status: 400 },
  /** SPEC 8 "Please complete security verification": the slider puzzle was not done. */
  securityVerificationRequired: { code: 40040, status: 400 },
  /** SPEC 8 "KYC1 not completed". */
  kyc1Required: { code: 40041, status: 400 },
  /** A KYC1 email code that is wrong, expired, used or void after too many tries. */
  kycCodeInvalid: { code: 40042, status: 400 },
  /** SPEC 8 "Target not met": a task or gift whose target is not reached yet. */
  targetNotMet: { code: 40043, status: 400 },
  /** SPEC 5: a captain or ambassador claim needs the community application first. */
  communityRequired: { code: 40044, status: 400 },
  /** A gift or mentorship for someone who is not the caller's direct referral. */
  notDirectReferral: { code: 40045, status: 400 },
  /** Mall (docs/mall.md): a delivery address field, one code per field so the message names it. */
  addressNameInvalid: { code: 40050, status: 400 },
  addressPhoneInvalid: { code: 40051, status: 400 },
  addressRegionInvalid: { code: 40052, status: 400 },
  addressStreetInvalid: { code: 40053, status: 400 },
  addressPostcodeInvalid: { code: 40054, status: 400 },
  orderQuantityInvalid: { code: 40055, status: 400 },
  productVariantInvalid: { code: 40056, status: 400 },
  /** A rules version that does not read as complete rules, or takes effect too early. */
  rulesInvalid: { code: 40057, status: 400 },
  /** docs/rules.md "Sign-in": the message was issued longer ago than a nonce lives. */
  messageTooOld: { code: 40058, status: 401 },
  /** docs/rules.md "Request bodies": a text holding what PostgreSQL cannot store (NUL, a lone surrogate). */
  textInvalid: { code: 40059, status: 400 },
  /** A date, day or time that is no real calendar value (2026-02-30, 2026-13-01). */
  dateInvalid: { code: 40060, status: 400 },
  operatorOnly: { code: 40300, status: 403 },
  notFound: { code: 40400, status: 404 },
  withdrawalNotFound: { code: 40401, status: 404 },
  productNotFound: { code: 40402, status: 404 },
  orderNotFound: { code: 40403, status: 404 },
  addressNotFound: { code: 40404, status: 404 },
  boxNotFound: { code: 40405, status: 404 },
  /** docs/rules.md "Proof of liabilities": no tree was built for that day and asset. */
  liabilitiesNotBuilt: { code: 40406, status: 404 },
  /** docs/rules.md "Proof of liabilities": the caller held none of the asset, so has no leaf. */
  liabilitiesNoBalance: { code: 40407, status: 404 },
  /** docs/rules.md "Payout runbook": the withdrawal has no payout on the operator's list. */
  payoutNotFound: { code: 40408, status: 404 },
  idempotencyKeyReused: { code: 40920, status: 409 },
  withdrawalNotPending: { code: 40921, status: 409 },
  /** Funding.addReward needs stakers to share the reward among. */
  poolNoStakers: { code: 40922, status: 409 },
  /** SPEC 9: at most 5 ex-rights events. */
  exrightsFull: { code: 40923, status: 409 },
  /** SPEC 4: the referrer binding is permanent once confirmed. */
  referrerAlreadyBound: { code: 40924, status: 409 },
  /** docs/rules.md "Rewards": another replica is settling this day right now. */
  settlementRunning: { code: 40925, status: 409 },
  /** A blind box opens once. */
  boxAlreadyOpened: { code: 40926, status: 409 },
  /** A blind box's prize is claimed after its opening. */
  boxNotOpened: { code: 40927, status: 409 },
  /** SPEC 5 "one phone, email or IP can register only once". */
  kycEmailTaken: { code: 40928, status: 409 },
  kycIpTaken: { code: 40929, status: 409 },
  kycAlreadyDone: { code: 40930, status: 409 },
  taskAlreadyClaimed: { code: 40931, status: 409 },
  giftLimitReached: { code: 40932, status: 409 },
  giftAlreadySent: { code: 40933, status: 409 },
  /** docs/mall.md "Stock and overselling": fewer in stock than ordered; nothing is charged. */
  insufficientStock: { code: 40940, status: 409 },
  orderNotCancellable: { code: 40941, status: 409 },
  orderNotShippable: { code: 40942, status: 409 },
  orderNotShipped: { code: 40943, status: 409 },
  addressLimitReached: { code: 40944, status: 409 },
  /** docs/rules.md "Payout runbook": the chain does not show this payout as never mined (or it is not on the list). */
  payoutNotResolvable: { code: 40945, status: 409 },
  /** docs/rules.md "Payout runbook": the given transaction is not a final transfer of exactly this withdrawal. */
  payoutTransactionMismatch: { code: 40946, status: 409 },
  /** docs/rules.md "Payout runbook": the chain shows the payout's id paid; it is marked paid by that transaction. */
  payoutPaidOnChain: { code: 40947, status: 409 },
  /** docs/rules.md "Payout runbook": a vanished payout's own transaction can still be mined and pay again. */
  payoutMayStillPay: { code: 40948, status: 409 },
  payloadTooLarge: { code: 41300, status: 413 },
  unsupportedMediaType: { code: 41500, status: 415 },
  /** docs/rules.md "Request bodies": a body whose Content-Type declares a charset other than UTF-8. */
  charsetUnsupported: { code: 41501, status: 415 },
  rateLimited: { code: 42900, status: 429 },
  /** SPEC 5: a new KYC1 code only after the 60 s countdown, and within the hourly limits. */
  kycResendTooSoon: { code: 42901, status: 429 },
  internal: { code: 50000, status: 500 },
  unavailable: { code: 50300, status: 503 },
  /**
   * docs/rules.md "Withdrawals while payouts are paused": the payout worker is halted, silent,
   * or the chain is behind the database. 503 because it passes by itself and says "try later";
   * nothing is held.
   */
  withdrawalsPaused: { code: 50301, status: 503 },
  /**
   * docs/rules.md "Readiness and dependencies": a feature that reads the chain live (the custody
   * report, the treasury's balances) while the chain RPC does not answer; the ledger goes on.
   */
  chainUnavailable: { code: 50302, status: 503 },
  /** docs/rules.md "Shutdown": this process is stopping; another replica answers (readiness). */
  shuttingDown: { code: 50303, status: 503 },
  /**
   * The pool's reward is signed by the treasury key, which only the worker holds (DESIGN.md
   * "Custody (real money)"): an `api` process answers this instead of loading the key.
   */
} as const satisfies Record<string, Entry>;

export type ErrorName = keyof typeof ERRORS;
export const ERROR_NAMES = Object.keys(ERRORS) as ErrorName[];

/** Looks an error up by its numeric code. */
export function errorByCode(code: number): ErrorName | undefined {
  return ERROR_NAMES.find((name) => ERRORS[name].code === code);
}
