import { firstBtcAccount } from './get-or-request-btc-account';

/**
 * SPEC 4 "wallet account change" for the Bitcoin wallet, given the stored `btcAddress` and the
 * accounts the wallet now shares:
 * - keep: the same address (compared exactly: legacy Bitcoin addresses are case-sensitive).
 * - adopt: nothing stored yet; the session takes the address, nothing to clear.
 * - reset: another address; store it, clear the stored session data and reload the page.
 * - forget: the wallet shares no account any more (locked, or the site disconnected); the stored
 *   address goes, the rest of the session stays: a locked wallet is not another user.
 */
export type BtcAccountDecision =
  | { kind: 'keep' }
  | { kind: 'adopt'; address: string }
  | { kind: 'reset'; address: string }
  | { kind: 'forget' };

export function decideBtcAccountChange(storedAddress: string, accounts: unknown): BtcAccountDecision {
  const address = firstBtcAccount(accounts);
  if (!address) return storedAddress === '' ? { kind: 'keep' } : { kind: 'forget' };
  if (storedAddress === '') return { kind: 'adopt', address };
  return storedAddress === address ? { kind: 'keep' } : { kind: 'reset', address };
}
