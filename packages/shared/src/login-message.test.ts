import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { buildLoginMessage, type LoginMessageInput, nonceIssuedAt, signInSite } from './login-message';

function makeInput(overrides: Partial<LoginMessageInput> = {}): LoginMessageInput {
  return {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId: 31337,
    nonce: 'abcdefgh12345678abcdefgh',
    statement: 'Sign in to WOOHOO',
    domain: '127.0.0.1:8080',
    uri: 'http://127.0.0.1:8080',
    now: new Date('2025-06-01T12:00:00.000Z'),
    ...overrides,
  };
}

describe('buildLoginMessage', () => {
  it('builds an EIP-4361 message with the site, chain, nonce and a 10 minute expiry, the nonce lifetime', () => {
    const message = buildLoginMessage(makeInput());
    expect(message.startsWith('127.0.0.1:8080 wants you to sign in with your Ethereum account:')).toBe(true);
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({
      domain: '127.0.0.1:8080',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      statement: 'Sign in to WOOHOO',
      uri: 'http://127.0.0.1:8080',
      version: '1',
      chainId: 31337,
      nonce: 'abcdefgh12345678abcdefgh',
    });
    expect(parsed.issuedAt?.toISOString()).toBe('2025-06-01T12:00:00.000Z');
    expect(parsed.expirationTime?.toISOString()).toBe('2025-06-01T12:10:00.000Z');
  });
  it('is valid for the domain until it expires', () => {
    const message = parseSiweMessage(buildLoginMessage(makeInput()));
    const valid = (time: string) =>
      validateSiweMessage({
        message,
        domain: '127.0.0.1:8080',
        nonce: 'abcdefgh12345678abcdefgh',
        time: new Date(time),
      });
    expect(valid('2025-06-01T12:09:59.000Z')).toBe(true);
    expect(valid('2025-06-01T12:10:01.000Z')).toBe(false);
  });
  it('keeps a localised statement on one line', () => {
    const parsed = parseSiweMessage(buildLoginMessage(makeInput({ statement: '登录\nWOOHOO' })));
    expect(parsed.statement).toBe('登录 WOOHOO');
  });
});

describe('signInSite', () => {
  it("names the public origin's host[:port] as domain and the origin as URI", () => {
    expect(signInSite('http://127.0.0.1:8080')).toEqual({
      domain: '127.0.0.1:8080',
      uri: 'http://127.0.0.1:8080',
    });
    expect(signInSite('https://app.example.com')).toEqual({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
    });
  });
});

describe('nonceIssuedAt', () => {
  it("is the nonce's expiry less its lifetime: the server's clock, not the device's", () => {
    expect(nonceIssuedAt('2025-06-01T12:10:00.000Z').toISOString()).toBe('2025-06-01T12:00:00.000Z');
  });
});
