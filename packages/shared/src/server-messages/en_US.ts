import type { ErrorName } from '../error-codes';

/**
 * Every text the server writes for people, in one language: the message of every error code,
 * the words of record states, and the CSV export's header and values. One file per language,
 * each typed as `ServerMessages`, so a missing text fails the build; `server-messages.test.ts`
 * also checks that none is empty and that placeholders match English.
 */
export type ServerMessages = {
  errors: Record<ErrorName, string>;
  /** SPEC 4 record states, as the CSV export writes them. */
  recordStatus: Record<'reviewing' | 'approved' | 'success' | 'rejected', string>;
  csv: {
    columns: Record<
      | 'id'
      | 'time'
      | 'address'
      | 'direction'
      | 'asset'
      | 'from'
      | 'to'
      | 'amount'
      | 'fee'
      | 'received'
      | 'status'
      | 'txHash',
      string
    >;
    direction: Record<'in' | 'out', string>;
  };
};

export const en_US: ServerMessages = {
  errors: {
    sessionInvalid: 'Session invalid, please sign in again',
    loggedInElsewhere: 'Logged in elsewhere',
    badRequest: 'Invalid request',
    loginBodyUnreadable: 'The login request could not be decrypted',
    siweMalformed: 'The sign-in message is malformed',
    nonceInvalid: 'The sign-in nonce is unknown or already used',
    nonceExpired: 'The sign-in nonce has expired, please try again',
    domainMismatch: 'The sign-in message is for another site',
    chainMismatch: 'The sign-in message is for another network',
    messageExpired: 'The sign-in message has expired or is not yet valid',
    signatureInvalid: 'The signature does not match the wallet address',
    referrerInvalid: 'The referrer address is not a registered user',
    uriMismatch: 'The sign-in message is for another address of this site',
    insufficientBalance: 'Insufficient balance',
    amountInvalid: 'Please enter the correct amount',
    amountBelowMinimum: 'Insufficient amount: below the minimum',
    feeExceedsAmount: 'Insufficient amount: the fee is larger than the amount',
    recipientNotFound: 'The recipient is not a registered user',
    transferToSelf: 'You cannot transfer to yourself',
    idempotencyKeyMissing: 'The Idempotency-Key header is required',
    amountDust: 'Amount too small: the smallest amount is 0.000001',
    quantityInvalid: 'Please enter quantity',
    insufficientSupply: 'Not enough node shares left for this order',
    stakeAmountInvalid: 'The staking amount must be a multiple of 10, at most 1,000 USDT',
    stakePackageInvalid: 'This staking package is not offered',
    insufficientQuota: 'Insufficient quota',
    referrerNotRegistered: 'The referrer address is not a registered user',
    referrerSelf: 'You cannot refer yourself',
    referrerCycle: 'This address is in your own team and cannot be your referrer',
    settlementDayInvalid: 'The settlement day is not a date that has ended',
    referrerAlreadyBound: 'Your referrer is already bound and cannot be changed',
    settlementRunning: 'This day is being settled right now; try again shortly',
    operatorOnly: 'Operator token required',
    notFound: 'Not found',
    withdrawalNotFound: 'Withdrawal not found',
    idempotencyKeyReused: 'This Idempotency-Key was used for a different request',
    withdrawalNotPending: 'The withdrawal is no longer waiting for review',
    poolNoStakers: 'The pool has no stakers to share a reward',
    exrightsFull: 'All 5 ex-rights events are recorded',
    payloadTooLarge: 'The request body is too large',
    unsupportedMediaType: 'Unsupported content type',
    charsetUnsupported: 'The request body must be encoded in UTF-8',
    rateLimited: 'Too many requests, please slow down',
    internal: 'Something went wrong, please try again',
    unavailable: 'Service temporarily unavailable',
    withdrawalsPaused:
      'Withdrawals are paused: payouts to the blockchain cannot be sent right now. Nothing was deducted and your funds stay available; please try again later',
    chainUnavailable: 'The blockchain cannot be read right now; please try again shortly',
    shuttingDown: 'The server is restarting; please try again in a moment',
    addressNameInvalid: 'Recipient name: enter 1 to 40 characters',
    addressPhoneInvalid: 'Phone: start with + and the country code, then the number (8 to 15 digits in all)',
    addressRegionInvalid: 'Region: enter the country, province and city (2 to 100 characters)',
    addressStreetInvalid: 'Street address: enter 3 to 200 characters',
    addressPostcodeInvalid: 'Postcode: 2 to 10 letters, digits, spaces or hyphens',
    orderQuantityInvalid: 'Quantity must be a whole number from 1 to 99',
    productVariantInvalid: 'Please choose an available size and colour',
    rulesInvalid: 'This rules change cannot be saved: preview it to see why',
    messageTooOld: 'The sign-in message is too old, please sign again',
    textInvalid: 'The text holds characters that cannot be stored',
    dateInvalid: 'This date does not exist',
    productNotFound: 'Product not found or no longer on sale',
    orderNotFound: 'Order not found',
    addressNotFound: 'Delivery address not found',
    insufficientStock: 'Insufficient stock',
    orderNotCancellable: 'The order can no longer be cancelled: it has shipped or was cancelled',
    orderNotShippable: 'Only a paid order can be shipped',
    orderNotShipped: 'Logistics events can be added only to a shipped order',
    addressLimitReached: 'You can save at most 20 delivery addresses',
    conditionsNotMet: 'Conditions not met',
    boxNotFound: 'Blind box not found',
    liabilitiesNotBuilt: 'No proof of liabilities was published for that day',
    liabilitiesNoBalance: "You held none of this asset when that day's proof was built",
    payoutNotFound: 'Payout not found',
    payoutNotResolvable: 'The chain does not show this payout as never mined, so this action is not allowed',
    payoutTransactionMismatch:
      "The transaction is not a final transfer of exactly this withdrawal's amount to its address from the treasury",
    payoutPaidOnChain: "The chain shows this payout's id paid: mark it paid by that transaction instead",
    payoutMayStillPay:
      "This payout's old transaction can still be mined and pay a second time: retry it instead (its payout id is paid at most once)",
    boxAlreadyOpened: 'This blind box has already been opened',
    boxNotOpened: 'Open the blind box before claiming its prize',
    verificationFailed: 'Verification failed',
    verifyImgsEmpty: 'verifyImgs cannot be empty',
    securityVerificationRequired: 'Please complete security verification',
    kyc1Required: 'KYC1 not completed',
    kycCodeInvalid: 'The code is wrong or has expired; request a new one if needed',
    kycEmailTaken: 'This email is already bound to another account',
    kycIpTaken: 'This network address has already completed KYC1 for another account',
    kycAlreadyDone: 'KYC1 is already completed',
    kycResendTooSoon: 'Please wait before requesting another code',
    targetNotMet: 'Target not met',
    communityRequired: 'Community name and meeting link are required',
    notDirectReferral: 'Only your direct referrals can receive this',
    taskAlreadyClaimed: 'This reward has already been claimed',
    giftLimitReached: 'All gifts have been given',
    giftAlreadySent: 'This friend has already received a gift',
  },
  recordStatus: {
    reviewing: 'On-chain reviewing',
    approved: 'Review approved',
    success: 'Success',
    rejected: 'Review rejected',
  },
  csv: {
    columns: {
      id: 'ID',
      time: 'Time',
      address: 'Address',
      direction: 'Direction',
      asset: 'Asset',
      from: 'From',
      to: 'To',
      amount: 'Amount',
      fee: 'Fee',
      received: 'Received',
      status: 'Status',
      txHash: 'Transaction hash',
    },
    direction: { in: 'Received', out: 'Sent' },
  },
};
