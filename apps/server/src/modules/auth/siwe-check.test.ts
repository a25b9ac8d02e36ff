import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/app-error';
import { checkSiweMessage } from './siwe-check';

const now = new Date('2026-01-01T00:00:00Z');
const makeMessage = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: 'app.test',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    uri: 'http://app.test',
    version: '1',
    chainId: 31337,
    nonce: 'abcdef123456',
    issuedAt: now,
    ...overrides,
  });
const check = (message: string) => checkSiweMessage(message, { domain: 'app.test', chainId: 31337, now });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).errorName;
  }
  return 'none';
};

describe('checkSiweMessage', () => {
  it('accepts a message for this domain and chain', () => {
    expect(check(makeMessage())).toMatchObject({ nonce: 'abcdef123456', chainId: 31337 });
  });
  it('compares the domain without case', () => {
    expect(check(makeMessage({ domain: 'APP.test' })).domain).toBe('APP.test');
  });
  it.each([
    ['another domain', makeMessage({ domain: 'app.test.evil' }), 'domainMismatch'],
    ['another chain', makeMessage({ chainId: 56 }), 'chainMismatch'],
    ['an expired message', makeMessage({ expirationTime: new Date(now.getTime() - 1) }), 'messageExpired'],
    [
      'a not-yet-valid message',
      makeMessage({ notBefore: new Date(now.getTime() + 3600_000) }),
      'messageExpired',
    ],
    [
      'a message issued in the future',
      makeMessage({ issuedAt: new Date(now.getTime() + 3600_000) }),
      'messageExpired',
    ],
    ['free text', 'please let me in', 'siweMalformed'],
  ])('refuses %s', (_label, message, name) => {
    expect(codeOf(() => check(message))).toBe(name);
  });
});
