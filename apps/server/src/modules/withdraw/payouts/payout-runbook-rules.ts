import type { PayoutTrouble } from '@woohoo/shared/api/operator-payouts';
import type { ErrorName } from '@woohoo/shared/error-codes';

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

/**
 * What the chain shows of a vanished payout (recorded paid, its transaction gone): its nonce and
 * the receipts of its transactions, the treasury's transaction count at the final block (a nonce
 * below it is used for good), the block its Payouts id was paid in (0n: unpaid), and whether every
 * transaction signed for it is `Payouts.pay` of that id, so the contract lets at most one pay.
 */
export type VanishedFacts = {
  nonce: bigint;
  receipts: readonly ('success' | 'reverted')[];
  finalMinedCount: number;
  paidBlock: bigint;
  guardedById: boolean;
};

/** Why an action is refused: the catalogue error the operator reads, and the reason for the log. */
export type Refusal = {
  error: Extract<ErrorName, 'payoutNotResolvable' | 'payoutPaidOnChain' | 'payoutMayStillPay'>;
  reason: string;
};

/** Whether none of the vanished payout's transactions can ever be mined: its nonce is used for good. */
export function vanishedNonceUsed(facts: VanishedFacts): boolean {
  return !facts.receipts.includes('success') && facts.nonce < BigInt(facts.finalMinedCount);
}

/**
 * Why a vanished payout may not be retried (paid again under the same id) or returned to its
 * user now, or undefined when it may (docs/rules.md "Payout runbook"). Both need the chain to show
 * it unpaid: no receipt of its transactions succeeds and its id is unpaid. A retry is safe while
 * the old transaction can still come back, because the contract pays the id once; a return is
 * not, since the old transaction would then pay a user who was refunded, so it needs the nonce
 * used for good. A plain transfer signed before payouts named their id is guarded by nothing but
 * its nonce, so it too needs the nonce used.
 */
export function vanishedRefusal(action: 'retry' | 'returned', facts: VanishedFacts): Refusal | undefined {
  if (facts.receipts.includes('success'))
    return {
      error: 'payoutNotResolvable',
      reason: 'its transaction is on the chain again: the payout worker clears it by itself',
    };
  if (facts.paidBlock > 0n)
    return {
      error: 'payoutPaidOnChain',
      reason: `the chain shows its payout id paid in block ${facts.paidBlock}: mark it paid by that transaction instead`,
    };
  if (vanishedNonceUsed(facts)) return undefined;
  if (action === 'returned')
    return {
      error: 'payoutMayStillPay',
      reason:
        `its transaction can still be mined again (the treasury's nonce ${facts.nonce} is not used in a final block), ` +
        'which would pay a refunded user: retry it instead (its payout id pays at most once)',
    };
  if (!facts.guardedById)
    return {
      error: 'payoutMayStillPay',
      reason:
        `its transaction is not a payout by id and can still be mined again (the treasury's nonce ${facts.nonce} ` +
        'is not used in a final block): a new payout could pay twice',
    };
  return undefined;
}

/**
 * Why `named` may not stand for a vanished payout, or undefined when it may: one of the payout's
 * own transactions mined again, or a transaction whose Payouts id is this payout's (the contract
 * then refuses the old one), or any transaction once the old one's nonce is used for good.
 * Otherwise the old transaction could still be mined and pay a second time.
 */
export function vanishedPaidByRefusal(
  facts: VanishedFacts,
  named: { ownTransaction: boolean; paysId: boolean },
): Refusal | undefined {
  if (named.ownTransaction || named.paysId || vanishedNonceUsed(facts)) return undefined;
  return {
    error: 'payoutMayStillPay',
    reason:
      `the payout's own transaction can still be mined again (the treasury's nonce ${facts.nonce} is not used in a ` +
      'final block) and would pay a second time: name a transaction that pays its payout id',
  };
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
