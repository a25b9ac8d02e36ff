import { getAddress } from 'viem';

/**
 * The invite link of a wallet (SPEC 2 "invite friends"): the app's own page with the home route
 * and `?ref=<address>` after the hash, `<origin><pathname>#/?ref=0x…`. pickReferrer reads the
 * same parameter when the link is opened, and login sends it as the referrer. The address is
 * written in its checksum form; any query or hash of the current page is left out.
 */
export function buildInviteLink(location: { origin: string; pathname: string }, address: string): string {
  return `${location.origin}${location.pathname}#/?ref=${getAddress(address)}`;
}
