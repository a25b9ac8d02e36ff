import { LOGIN_CLOCK_SKEW_SEC, LOGIN_NONCE_TTL_SEC } from '@woohoo/shared/constants';
import { getAddress, isAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../http/app-error';

export type CheckedSiwe = { address: `0x${string}`; nonce: string; chainId: number; domain: string };

/** What a message must name: the configured public origin (PUBLIC_ORIGIN) and chain, at `now`. */
export type SiweExpectation = { origin: string; chainId: number; now: Date };

const CLOCK_SKEW_MS = LOGIN_CLOCK_SKEW_SEC * 1000;
const NONCE_TTL_MS = LOGIN_NONCE_TTL_SEC * 1000;

/**
 * Checks an EIP-4361 message against what this server expects (docs/rules.md "Sign-in"):
 * well-formed, for the configured public origin (its domain is the origin's host[:port], its URI
 * the origin or a path under it: never what the request's Host says), for the configured chain,
 * issued no longer ago than a nonce lives and not in the future beyond the clock skew, and not
 * expired. Pure: the clock is passed in.
 */
export function checkSiweMessage(message: string, expected: SiweExpectation): CheckedSiwe {
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
  const origin = new URL(expected.origin);
  if (domain.toLowerCase() !== origin.host) throw new AppError('domainMismatch');
  if (!isUnderOrigin(uri, origin.origin)) throw new AppError('uriMismatch');
  if (chainId !== expected.chainId) throw new AppError('chainMismatch');
  checkValidity(parsed, issuedAt, expected.now.getTime());
  return { address: getAddress(address), nonce, chainId, domain };
}

/** The URI is the origin itself or a path under it (compared after URL normalisation). */
function isUnderOrigin(uri: string, origin: string): boolean {
  if (uri === origin || uri.startsWith(`${origin}/`)) return true;
  try {
    const given = new URL(uri);
    return given.origin === origin && given.username === '' && given.password === '';
  } catch {
    return false;
  }
}

function checkValidity(
  parsed: { expirationTime?: Date; notBefore?: Date },
  issuedAt: Date,
  now: number,
): void {
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) throw new AppError('messageExpired');
  if (parsed.notBefore && parsed.notBefore.getTime() > now + CLOCK_SKEW_MS)
    throw new AppError('messageExpired');
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS) throw new AppError('messageExpired');
  // A message lives no longer than the nonce it carries, whatever expiry it states (or none).
  if (issuedAt.getTime() < now - NONCE_TTL_MS - CLOCK_SKEW_MS) throw new AppError('messageTooOld');
}
