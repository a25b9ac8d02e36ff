import { getAddress, isAddress } from 'viem';
import { paths } from '../../config/paths';

/**
 * The referrer of an invite link, if any: `?ref=0x...` (before or after the hash) or, on the
 * home page, `value1` (SPEC 2 query values). Only valid addresses count; the result is in its
 * EIP-55 checksum form.
 */
export function pickReferrer(input: {
  windowSearch: string;
  routePathname: string;
  routeSearch: string;
}): string | undefined {
  const outer = new URLSearchParams(input.windowSearch);
  const inner = new URLSearchParams(input.routeSearch);
  const onHome =
    input.routePathname === '/' || input.routePathname.toLowerCase() === paths.home().toLowerCase();
  const candidates = [inner.get('ref'), outer.get('ref'), onHome ? inner.get('value1') : null];
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value && isAddress(value, { strict: false })) return getAddress(value);
  }
  return undefined;
}
