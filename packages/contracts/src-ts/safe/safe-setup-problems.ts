import { type Address, isAddress, zeroAddress } from 'viem';

/** Safe's linked list of owners starts at this address, so it can never be an owner (OwnerManager). */
const SENTINEL_OWNER = '0x0000000000000000000000000000000000000001';

/** Who controls a new Safe: `threshold` of the `owners` must sign each transaction. */
export type SafeSetup = { owners: readonly Address[]; threshold: number };

/**
 * What is wrong with a Safe setup, in words, or `[]`: the checks Safe's `setup` makes on chain
 * (GS200-GS204), made before anything is sent so a bad setup costs no gas and names its fault.
 */
export function safeSetupProblems({ owners, threshold }: SafeSetup): string[] {
  const problems: string[] = [];
  if (owners.length === 0) problems.push('a Safe needs at least one owner');
  if (!Number.isSafeInteger(threshold) || threshold < 1) {
    problems.push(`the threshold must be a whole number of at least 1 (got ${threshold})`);
  } else if (threshold > owners.length) {
    problems.push(`the threshold ${threshold} is above the number of owners (${owners.length})`);
  }
  const seen = new Set<string>();
  for (const owner of owners) {
    const key = owner.toLowerCase();
    if (!isAddress(owner, { strict: false })) problems.push(`owner ${owner} is not an address`);
    else if (key === zeroAddress || key === SENTINEL_OWNER) problems.push(`owner ${owner} is not allowed`);
    else if (seen.has(key)) problems.push(`owner ${owner} is listed twice`);
    seen.add(key);
  }
  return problems;
}
