import type { PayoutTrouble } from '@woohoo/shared/api/operator-payouts';

/**
 * The pure rules of docs/rules.md "Payout runbook": what the chain says of a stored payout, and
 * whether a transaction an operator names pays a withdrawal.
 */

/** What the chain shows of a payout's nonce: the treasury's mined count, and its transactions' receipts. */
export type NonceFacts = {
  /** The treasury's transaction count at the latest block: every nonce below it is used. */
  minedCount: number;
  /** The status of each receipt found among the transactions signed for the nonce. */
  receipts: readonly ('success' | 'reverted')[];
};

/**
 * Why a payout needs an operator, or undefined when it does not. `failed`: recorded reverted;
 * `vanished`: recorded paid, its transaction gone; `nonceCollided`: still signed, but the chain
 * has used its nonce and none of its transactions was mined, so another transaction took it.
 */
export function payoutTrouble(status: string, nonce: bigint, facts: NonceFacts): PayoutTrouble | undefined {
  if (status === 'failed') return 'failed';
  if (status === 'vanished') return 'vanished';
  if (status === 'signed' && nonce < BigInt(facts.minedCount) && facts.receipts.length === 0)
    return 'nonceCollided';
  return undefined;
}

/**
 * Whether the chain shows the payout never paid: reverted (and no other transaction of its nonce
 * succeeded), or its nonce taken by another transaction. Only then may it be retried or returned.
 */
export function neverPaid(trouble: PayoutTrouble | undefined, facts: NonceFacts): boolean {
  if (trouble === 'failed') return facts.receipts.length > 0 && facts.receipts.every((r) => r === 'reverted');
  return trouble === 'nonceCollided';
}

/** An ERC-20 Transfer as a receipt's log shows it. */
export type SeenTransfer = { token: string; from: string; to: string; value: bigint };

/**
 * Why a transaction does not pay this withdrawal, or undefined when it does: it must have
 * succeeded, be final, and carry a Transfer of exactly `sentWei` of the token from the treasury
 * to the withdrawal's address.
 */
export function paidByMismatch(
  expected: { token: string; from: string; to: string; sentWei: bigint },
  seen: { status: 'success' | 'reverted'; final: boolean; transfers: readonly SeenTransfer[] },
): string | undefined {
  if (seen.status !== 'success') return 'the transaction reverted';
  if (!seen.final) return 'the transaction is not final yet';
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const ours = seen.transfers.filter((t) => same(t.token, expected.token) && same(t.from, expected.from));
  if (ours.length === 0) return "the transaction moved none of the withdrawal's token from the treasury";
  const paying = ours.filter((t) => same(t.to, expected.to));
  if (paying.length === 0) return "the transaction paid another address than the withdrawal's";
  const paid = paying.reduce((sum, t) => sum + t.value, 0n);
  if (paid !== expected.sentWei)
    return `the transaction sent ${paid}, not the ${expected.sentWei} this withdrawal sends`;
  return undefined;
}
