import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { LOGIN_NONCE_TTL_SEC } from './constants';

export type LoginMessageInput = {
  address: Address;
  chainId: number;
  nonce: string;
  /** The localised sentence shown in the wallet, e.g. "Sign in to WOOHOO" (no line breaks). */
  statement: string;
  /** The public origin's host[:port] (`signInSite`): the API refuses any other domain. */
  domain: string;
  /** The public origin itself (`signInSite`). */
  uri: string;
  now: Date;
};

/**
 * What a sign-in message names (docs/rules.md "Sign-in"): the server's PUBLIC_ORIGIN (GET
 * /api/config `publicOrigin`) as URI and its host[:port] as domain; never the page's own Host,
 * so a phishing page that relays the API still has the wallet show the genuine site's name.
 */
export function signInSite(publicOrigin: string): { domain: string; uri: string } {
  const origin = new URL(publicOrigin);
  return { domain: origin.host, uri: origin.origin };
}

/**
 * When the server issued a nonce, from the expiry it answered: the message's `issuedAt`, so a
 * device whose clock is off still signs a message the server reads as fresh.
 */
export function nonceIssuedAt(expiresAt: string): Date {
  return new Date(Date.parse(expiresAt) - LOGIN_NONCE_TTL_SEC * 1000);
}

/**
 * The EIP-4361 (Sign-In with Ethereum) message of DESIGN "API": version 1, the configured chain,
 * the server's nonce, issued `now` and expiring with the nonce LOGIN_NONCE_TTL_SEC later.
 */
export function buildLoginMessage(input: LoginMessageInput): string {
  return createSiweMessage({
    domain: input.domain,
    address: input.address,
    statement: input.statement.replace(/\s*\n\s*/g, ' '),
    uri: input.uri,
    version: '1',
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: input.now,
    expirationTime: new Date(input.now.getTime() + LOGIN_NONCE_TTL_SEC * 1000),
  });
}
