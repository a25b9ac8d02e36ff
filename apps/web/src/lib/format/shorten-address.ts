/**
 * Shortens an address for display: 0x7099…79C8. Same output as `shortAddress` in
 * @woohoo/shared/address, kept here because that module builds a zod schema at import time and
 * would pull zod into the home page's bundle.
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
