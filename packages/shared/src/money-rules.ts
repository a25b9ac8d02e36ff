/**
 * Pure money rules shared by the API (which enforces them) and the web app (which previews
 * them before the user confirms). All amounts are bigint in the smallest unit.
 */

import { DISPLAY_DECIMALS } from './assets';
import type { ErrorName } from './error-codes';

export const BPS_DENOMINATOR = 10_000n;

/**
 * The smallest amount shown (`DISPLAY_DECIMALS`), 0.000001 of an 18-decimal asset. An amount, or
 * what reaches the recipient after the fee, below it would read as 0 on every screen, so it is
 * refused (`dust`) before anything is confirmed.
 */
export const DISPLAY_UNIT_WEI = 10n ** BigInt(18 - DISPLAY_DECIMALS);

/** A fee in basis points of `amount`, rounded up so the platform never pays rounding dust. */
export function feeFromBps(amountWei: bigint, feeBps: bigint): bigint {
  if (amountWei <= 0n || feeBps <= 0n) return 0n;
  return (amountWei * feeBps + BPS_DENOMINATOR - 1n) / BPS_DENOMINATOR;
}

export type Quote = { amountWei: bigint; feeWei: bigint; receivedWei: bigint };

export type QuoteError = 'amountNotPositive' | 'dust' | 'belowMinimum' | 'feeExceedsAmount';

/** The amount after its fee, or why that is nothing worth sending. */
function quoteAfterFee(amountWei: bigint, feeWei: bigint): Quote | QuoteError {
  if (feeWei >= amountWei) return 'feeExceedsAmount';
  const receivedWei = amountWei - feeWei;
  if (receivedWei < DISPLAY_UNIT_WEI) return 'dust';
  return { amountWei, feeWei, receivedWei };
}

/** SPEC 1 and 9: the instant swap USDT -> USDB at 1:1 minus a percentage fee. */
export function quoteSwap(amountWei: bigint, feeBps: bigint): Quote | QuoteError {
  if (amountWei <= 0n) return 'amountNotPositive';
  if (amountWei < DISPLAY_UNIT_WEI) return 'dust';
  return quoteAfterFee(amountWei, feeFromBps(amountWei, feeBps));
}

/** A withdrawal of `amountWei` pays the flat gas fee out of the amount; the rest reaches the wallet. */
export function quoteWithdrawal(amountWei: bigint, minWei: bigint, gasFeeWei: bigint): Quote | QuoteError {
  if (amountWei <= 0n) return 'amountNotPositive';
  if (amountWei < DISPLAY_UNIT_WEI) return 'dust';
  if (amountWei < minWei) return 'belowMinimum';
  return quoteAfterFee(amountWei, gasFeeWei);
}

/** A transfer pays its percentage fee out of the amount; the recipient gets the rest. */
export function quoteTransfer(amountWei: bigint, feeBps: bigint): Quote | QuoteError {
  return quoteSwap(amountWei, feeBps);
}

export function isQuote(value: Quote | QuoteError): value is Quote {
  return typeof value === 'object';
}

/** The API error each quote error answers with (the error catalogue's names). */
export const QUOTE_ERROR_CODES = {
  amountNotPositive: 'amountInvalid',
  dust: 'amountDust',
  belowMinimum: 'amountBelowMinimum',
  feeExceedsAmount: 'feeExceedsAmount',
} as const satisfies Record<QuoteError, ErrorName>;
