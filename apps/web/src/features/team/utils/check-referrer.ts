import { type Address, getAddress, isAddress } from 'viem';

/** SPEC 5 "Referrer address is required" is `missing`; the rest name the field's fault. */
export type ReferrerProblem = 'missing' | 'addressInvalid' | 'self';

/**
 * The referrer typed on the bind page, checked before the confirmation: required (SPEC 5), an
 * address by the rule of the shared `addressSchema` (any case, then its checksum form; the test
 * holds the two together, and this way the page does not carry zod), and not the user's own.
 * The server checks the rest: registered, no cycle, not bound yet.
 */
export function checkReferrer(
  text: string,
  selfAddress: string,
): { ok: true; referrer: Address } | { ok: false; problem: ReferrerProblem } {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'missing' };
  if (!isAddress(value, { strict: false })) return { ok: false, problem: 'addressInvalid' };
  if (value.toLowerCase() === selfAddress.toLowerCase()) return { ok: false, problem: 'self' };
  return { ok: true, referrer: getAddress(value) };
}
