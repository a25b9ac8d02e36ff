import { type Address, encodeAbiParameters, getAddress, type Hex, isHex, keccak256 } from 'viem';

/**
 * The id a withdrawal's payout names on chain (docs/rules.md "Payouts exactly once"):
 * keccak256(abi.encode("WOOHOO payout", chainId, payoutRef)), where `payoutRef` is the
 * withdrawal's random 256-bit `payout_ref` (migration 053), never its BIGSERIAL id, which a
 * restored database hands out again. The chain id keeps a rehearsal on a test chain from ever
 * naming a production payout; the tag keeps the id from meaning anything else hashed from it.
 */
export function payoutIdOf(chainId: number, payoutRef: string): Hex {
  if (!isHex(payoutRef) || payoutRef.length !== 66) throw new Error(`not a payout reference: ${payoutRef}`);
  return keccak256(
    encodeAbiParameters(
      [{ type: 'string' }, { type: 'uint256' }, { type: 'bytes32' }],
      ['WOOHOO payout', BigInt(chainId), payoutRef],
    ),
  );
}

/** What a withdrawal's payout must send: `sentWei` (amount less fee) of `token` to `to`. */
export type ExpectedPayout = { token: Address; to: string; sentWei: bigint };
/** What a `Paid` event of the payout's id says was sent. */
export type PaidEvent = { token: Address; to: Address; amount: bigint };

/**
 * Why the payout the chain recorded under a withdrawal's id does not pay that withdrawal (another
 * token, recipient or amount), or undefined when it pays exactly it. A mismatch means the id was
 * used for someone else: nothing more is paid until a person has looked.
 */
export function paidEventMismatch(expected: ExpectedPayout, paid: PaidEvent): string | undefined {
  const problems: string[] = [];
  if (getAddress(paid.token) !== getAddress(expected.token))
    problems.push(`token ${paid.token}, not ${getAddress(expected.token)}`);
  if (getAddress(paid.to) !== getAddress(expected.to))
    problems.push(`recipient ${paid.to}, not ${getAddress(expected.to)}`);
  if (paid.amount !== expected.sentWei) problems.push(`amount ${paid.amount}, not ${expected.sentWei}`);
  return problems.length > 0 ? problems.join('; ') : undefined;
}
