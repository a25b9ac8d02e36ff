/**
 * SPEC 4 "wallet account change": what to do when the connected address is known.
 * - adopt: the session has no address yet; it takes the wallet's.
 * - keep: same address (any letter case).
 * - reset: another account; clear the stored session and reload the page.
 */
export function decideAccountChange(
  sessionAddress: string,
  walletAddress: string,
): 'adopt' | 'keep' | 'reset' {
  if (sessionAddress === '') return 'adopt';
  return sessionAddress.toLowerCase() === walletAddress.toLowerCase() ? 'keep' : 'reset';
}
