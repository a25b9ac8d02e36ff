import { getAddress, isAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../http/app-error';

export type CheckedSiwe = { address: `0x${string}`; nonce: string; chainId: number; domain: string };

/** Tolerance for clocks of wallets and server that disagree a little. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Checks an EIP-4361 message against what this server expects: well-formed, for this domain,
 * for the configured chain, and within its validity window. Pure: the clock is passed in.
 */
export function checkSiweMessage(
  message: string,
  expected: { domain: string; chainId: number; now: Date },
): CheckedSiwe {
  const parsed = parseSiweMessage(message);
  const { address, domain, chainId, nonce, uri, version, issuedAt } = parsed;
  if (
    !address ||
    !isAddress(address, { strict: false }) ||
    !domain ||
    !chainId ||
    !nonce ||
    !uri ||
    version !== '1' ||
    !issuedAt
  ) {
    throw new AppError('siweMalformed');
  }
  if (Number.isNaN(issuedAt.getTime())) throw new AppError('siweMalformed');
  if (domain.toLowerCase() !== expected.domain.toLowerCase()) throw new AppError('domainMismatch');
  if (chainId !== expected.chainId) throw new AppError('chainMismatch');
  const now = expected.now.getTime();
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) throw new AppError('messageExpired');
  if (parsed.notBefore && parsed.notBefore.getTime() > now + CLOCK_SKEW_MS)
    throw new AppError('messageExpired');
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS) throw new AppError('messageExpired');
  return { address: getAddress(address), nonce, chainId, domain };
}
