import { LOGIN_CLOCK_SKEW_SEC, LOGIN_NONCE_TTL_SEC } from '@woohoo/shared/constants';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/app-error';
import { checkSiweMessage } from './siwe-check';

const now = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const makeMessage = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: 'app.test',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    uri: 'https://app.test',
    version: '1',
    chainId: 31337,
    nonce: 'abcdef123456',
    issuedAt: now,
    ...overrides,
  });
const check = (message: string, origin = 'https://app.test') =>
  checkSiweMessage(message, { origin, chainId: 31337, now });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).errorName;
  }
  return 'none';
};
const ttlMs = LOGIN_NONCE_TTL_SEC * 1000;
const skewMs = LOGIN_CLOCK_SKEW_SEC * 1000;

describe('checkSiweMessage', () => {
  it('accepts a message for the public origin and chain', () => {
    expect(check(makeMessage())).toMatchObject({ nonce: 'abcdef123456', chainId: 31337 });
  });
  it('compares the domain without case and accepts a URI under the origin', () => {
    expect(check(makeMessage({ domain: 'APP.test' })).domain).toBe('APP.test');
    expect(codeOf(() => check(makeMessage({ uri: 'https://app.test/connect?x=1' })))).toBe('none');
  });
  it('names the port of an origin that has one, and no port for the default one', () => {
    const local = makeMessage({ domain: '127.0.0.1:8080', uri: 'http://127.0.0.1:8080' });
    expect(codeOf(() => check(local, 'http://127.0.0.1:8080'))).toBe('none');
    expect(codeOf(() => check(local, 'http://localhost:8080'))).toBe('domainMismatch');
    expect(codeOf(() => check(makeMessage({ domain: 'app.test:443' })))).toBe('domainMismatch');
  });
  it('accepts an issuedAt up to a nonce lifetime old, or up to the clock skew ahead', () => {
    expect(codeOf(() => check(makeMessage({ issuedAt: at(-ttlMs) })))).toBe('none');
    expect(codeOf(() => check(makeMessage({ issuedAt: at(skewMs) })))).toBe('none');
  });
  it.each([
    ['another domain', makeMessage({ domain: 'app.test.evil' }), 'domainMismatch'],
    ['another URI', makeMessage({ uri: 'https://evil.test' }), 'uriMismatch'],
    ['a URI on another scheme', makeMessage({ uri: 'http://app.test' }), 'uriMismatch'],
    ['a URI that only starts like the origin', makeMessage({ uri: 'https://app.test.evil/' }), 'uriMismatch'],
    ['a URI with credentials', makeMessage({ uri: 'https://app.test@evil.test/' }), 'uriMismatch'],
    ['another chain', makeMessage({ chainId: 56 }), 'chainMismatch'],
    ['an expired message', makeMessage({ expirationTime: at(-1) }), 'messageExpired'],
    ['a not-yet-valid message', makeMessage({ notBefore: at(3600_000) }), 'messageExpired'],
    ['a message issued in the future', makeMessage({ issuedAt: at(skewMs + 1000) }), 'messageExpired'],
    ['a message issued 30 days ago', makeMessage({ issuedAt: at(-30 * 86_400_000) }), 'messageTooOld'],
    [
      'a message older than a nonce, whatever expiry it states',
      makeMessage({ issuedAt: at(-ttlMs - skewMs - 1000), expirationTime: at(3600_000) }),
      'messageTooOld',
    ],
    ['free text', 'please let me in', 'siweMalformed'],
  ])('refuses %s', (_label, message, name) => {
    expect(codeOf(() => check(message))).toBe(name);
  });
});
