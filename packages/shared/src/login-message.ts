import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { LOGIN_NONCE_TTL_SEC } from './constants';

export type LoginMessageInput = {
  address: Address;
  chainId: number;
  nonce: string;
  /** The localised sentence shown in the wallet, e.g. "Sign in to WOOHOO" (no line breaks). */
  statement: string;
  /** `window.location.host`: the API checks the message is for the site the user is on. */
  domain: string;
  /** `window.location.origin`. */
  uri: string;
  now: Date;
};

/**
 * The EIP-4361 (Sign-In with Ethereum) message of DESIGN "API": version 1, the configured chain,
 * the server's nonce, issued now and expiring with the nonce 5 minutes later.
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
