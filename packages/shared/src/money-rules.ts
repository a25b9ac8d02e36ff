/**
 * Pure money rules shared by the API (which enforces them) and the web app (which previews
 * them before the user confirms). All amounts are bigint in the smallest unit.
 */

export const BPS_DENOMINATOR = 10_000n;

/** A fee in basis points of `amount`, rounded up so the platform never pays rounding dust. */
export function feeFromBps(amountWei: bigint, feeBps: bigint): bigint {
  if (amountWei <= 0n || feeBps <= 0n) return 0n;
  return (amountWei * feeBps + BPS_DENOMINATOR - 1n) / BPS_DENOMINATOR;
}

export type Quote = { amountWei: bigint; feeWei: bigint; receivedWei: bigint };

export type QuoteError = 'amountNotPositive' | 'belowMinimum' | 'feeExceedsAmount';

/** SPEC 1 and 9: the instant swap USDT -> USDB at 1:1 minus a percentage fee. */
export function quoteSwap(amountWei: bigint, feeBps: bigint): Quote | QuoteError {
  if (amountWei <= 0n) return 'amountNotPositive';
  const feeWei = feeFromBps(amountWei, feeBps);
  if (feeWei >= amountWei) return 'feeExceedsAmount';
  return { amountWei, feeWei, receivedWei: amountWei - feeWei };
}

/** A withdrawal of `amountWei` pays the flat gas fee out of the amount; the rest reaches the wallet. */
export function quoteWithdrawal(amountWei: bigint, minWei: bigint, gasFeeWei: bigint): Quote | QuoteError {
  if (amountWei <= 0n) return 'amountNotPositive';
  if (amountWei < minWei) return 'belowMinimum';
  if (gasFeeWei >= amountWei) return 'feeExceedsAmount';
  return { amountWei, feeWei: gasFeeWei, receivedWei: amountWei - gasFeeWei };
}

/** A transfer pays its percentage fee out of the amount; the recipient gets the rest. */
export function quoteTransfer(amountWei: bigint, feeBps: bigint): Quote | QuoteError {
  return quoteSwap(amountWei, feeBps);
}

export function isQuote(value: Quote | QuoteError): value is Quote {
  return typeof value === 'object';
}
