import { isFinal } from '../../../chain/finality';

/** Where a paid payout stands on the chain now: final (at or below `finalBlock`), still settling, or gone. */
export function judgePaidPayout(
  receipt: { status: 'success' | 'reverted'; blockNumber: bigint } | undefined,
  finalBlock: bigint | undefined,
): 'final' | 'confirmed' | 'vanished' {
  if (receipt?.status !== 'success') return 'vanished';
  return isFinal(receipt.blockNumber, finalBlock) ? 'final' : 'confirmed';
}

/**
 * The next treasury nonce: after every payout we have signed, and never below the chain's.
 * Undefined when the chain lacks a payout we saw mined (a reset chain or a reorganisation
 * deeper than the confirmations): the worker then signs nothing until a person has looked.
 */
export function chooseNonce(
  recorded: { highest: bigint | undefined; highestMined: bigint | undefined },
  chainPendingNonce: number,
): number | undefined {
  if (recorded.highestMined !== undefined && recorded.highestMined >= BigInt(chainPendingNonce))
    return undefined;
  const afterRecorded = recorded.highest === undefined ? 0 : Number(recorded.highest) + 1;
  return Math.max(afterRecorded, chainPendingNonce);
}

/** Gas limit with a margin over the estimate; unused gas is refunded, running out is not. */
export function withGasMargin(estimate: bigint): bigint {
  return (estimate * 12n) / 10n;
}
