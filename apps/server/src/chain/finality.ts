import type { PublicClient } from 'viem';

/**
 * Which rule made a block final (docs/rules.md "Deposits"): the chain's `finalized` block tag
 * (BSC fast finality), or the configured confirmations where the RPC has no such tag.
 */
export type FinalityRule = 'finalized' | 'confirmations';

/** The chain's head and its `finalized` block; `finalized` undefined when the RPC has no such tag. */
export type ChainHeads = { latest: bigint; finalized: bigint | undefined };

/** The newest block with enough confirmations, or undefined while the chain is shorter. */
export function safeHead(latestBlock: bigint, confirmations: number): bigint | undefined {
  const safe = latestBlock - BigInt(confirmations - 1);
  return safe >= 0n ? safe : undefined;
}

/**
 * The newest block that counts as final: the chain's finalized block when it reports one (it
 * cannot be reorganised, however few blocks are on top of it), else the confirmations rule.
 */
export function finalHead(
  heads: ChainHeads,
  confirmations: number,
): { block: bigint | undefined; rule: FinalityRule } {
  if (heads.finalized !== undefined) return { block: heads.finalized, rule: 'finalized' };
  return { block: safeHead(heads.latest, confirmations), rule: 'confirmations' };
}

/** True when `block` is at or below the final head. */
export function isFinal(block: bigint, head: bigint | undefined): boolean {
  return head !== undefined && block <= head;
}

/**
 * Reads the head and, when `useFinalizedTag`, the `finalized` block. An RPC that answers the tag
 * with an error or nothing has no finality to offer: the confirmations rule applies then.
 */
export async function readChainHeads(
  publicClient: PublicClient,
  useFinalizedTag: boolean,
): Promise<ChainHeads> {
  const latest = await publicClient.getBlockNumber({ cacheTime: 0 });
  if (!useFinalizedTag) return { latest, finalized: undefined };
  const finalized = await publicClient.getBlock({ blockTag: 'finalized' }).then(
    (block: { number: bigint | null } | null) => block?.number ?? undefined,
    () => undefined,
  );
  return { latest, finalized };
}
