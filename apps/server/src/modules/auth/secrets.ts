import { hash, randomBytes, randomInt } from 'node:crypto';
import { LOGIN_NONCE_LENGTH } from '@woohoo/shared/constants';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A sign-in nonce: alphanumeric as EIP-4361 requires, from a uniform CSPRNG draw. */
export function generateNonce(length = LOGIN_NONCE_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A bearer token: 32 random bytes, base64url. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are looked up by the token's SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
