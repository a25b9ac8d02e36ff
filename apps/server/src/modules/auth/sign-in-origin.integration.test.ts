import { LOGIN_NONCE_TTL_SEC, LOGIN_NONCES_PER_ADDRESS } from '@woohoo/shared/constants';
import { ERRORS } from '@woohoo/shared/error-codes';
import type { PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSiwe,
  createTestApp,
  postLogin,
  type SiweOverrides,
  TEST_HOST,
  TEST_OPERATOR_ACCOUNT,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

// docs/rules.md "Sign-in": the message names the configured public origin (the test apps'
// TEST_ORIGIN, http://app.test), whatever Host a request carries; a user's and an operator's
// sign-in are checked alike.
const EVIL = 'evil.example.com';
const MINUTE_MS = 60_000;

const LOGINS = [
  { name: 'a user', url: '/api/login', account: () => privateKeyToAccount(generatePrivateKey()) },
  { name: 'an operator', url: '/api/operator/login', account: () => TEST_OPERATOR_ACCOUNT },
] as const;

describe.each(testBackends())('sign-in bound to the public origin on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { trustProxy: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const advance = (ms: number) => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
  };

  describe.each(LOGINS)('for $name', ({ url, account: accountOf }) => {
    const attempt = async (
      account: PrivateKeyAccount,
      overrides: SiweOverrides = {},
      headers: Record<string, string> = {},
    ) => {
      const message = await buildSiwe(ctx, account, overrides);
      const signature = await account.signMessage({ message });
      return postLogin(ctx, { message, signature }, headers, url);
    };
    const codeOf = async (...args: Parameters<typeof attempt>) => (await attempt(...args)).json().code;

    it.each([
      ['the evil Host', EVIL],
      ['the genuine Host', TEST_HOST],
    ])('refuses a message for another domain or URI with %s', async (_label, host) => {
      const account = accountOf();
      expect(await codeOf(account, { domain: EVIL }, { host })).toBe(ERRORS.domainMismatch.code);
      expect(await codeOf(account, { domain: EVIL, uri: `https://${EVIL}` }, { host })).toBe(
        ERRORS.domainMismatch.code,
      );
      expect(await codeOf(account, { uri: `https://${EVIL}/` }, { host })).toBe(ERRORS.uriMismatch.code);
      expect(await codeOf(account, { uri: `http://${TEST_HOST}.${EVIL}/` }, { host })).toBe(
        ERRORS.uriMismatch.code,
      );
      expect(await codeOf(account, { domain: `${TEST_HOST}:8443` }, { host })).toBe(
        ERRORS.domainMismatch.code,
      );
    });

    it('signs in behind a proxy that rewrites Host, and accepts a path under the origin', async () => {
      const proxied = {
        host: '10.0.0.7:8080',
        'x-forwarded-host': 'internal.lan',
        'x-forwarded-proto': 'http',
      };
      expect(await codeOf(accountOf(), {}, proxied)).toBe(10000);
      expect(await codeOf(accountOf(), { uri: `http://${TEST_HOST}/my` }, { host: EVIL })).toBe(10000);
    });

    it('refuses a message issued longer ago than a nonce lives, even with no expiry', async () => {
      const account = accountOf();
      const old = new Date(ctx.clock.now.getTime() - 30 * 24 * 60 * MINUTE_MS);
      expect(await codeOf(account, { issuedAt: old, expirationTime: undefined })).toBe(
        ERRORS.messageTooOld.code,
      );
      const justInTime = new Date(ctx.clock.now.getTime() - (LOGIN_NONCE_TTL_SEC * 1000 - MINUTE_MS));
      expect(await codeOf(account, { issuedAt: justInTime, expirationTime: undefined })).toBe(10000);
    });

    it('refuses a message issued in the future beyond the clock skew, or expired', async () => {
      const account = accountOf();
      const ahead = new Date(ctx.clock.now.getTime() + 10 * MINUTE_MS);
      expect(await codeOf(account, { issuedAt: ahead, expirationTime: undefined })).toBe(
        ERRORS.messageExpired.code,
      );
      const passed = new Date(ctx.clock.now.getTime() - 1000);
      expect(await codeOf(account, { expirationTime: passed })).toBe(ERRORS.messageExpired.code);
    });

    it('refuses an expired nonce and a reused one', async () => {
      const account = accountOf();
      const message = await buildSiwe(ctx, account, { expirationTime: undefined });
      const signature = await account.signMessage({ message });
      advance(LOGIN_NONCE_TTL_SEC * 1000 + 1000);
      expect((await postLogin(ctx, { message, signature }, {}, url)).json().code).toBe(
        ERRORS.nonceExpired.code,
      );

      const fresh = await buildSiwe(ctx, account);
      const freshSignature = await account.signMessage({ message: fresh });
      expect((await postLogin(ctx, { message: fresh, signature: freshSignature }, {}, url)).json().code).toBe(
        10000,
      );
      const reused = await postLogin(ctx, { message: fresh, signature: freshSignature }, {}, url);
      expect(reused.json().code).toBe(ERRORS.nonceInvalid.code);
    });

    it(`keeps ${LOGIN_NONCES_PER_ADDRESS} outstanding nonces an address: a newer one drops the oldest`, async () => {
      const account = accountOf();
      const signed: { message: string; signature: string }[] = [];
      for (let i = 0; i <= LOGIN_NONCES_PER_ADDRESS; i++) {
        const message = await buildSiwe(ctx, account);
        signed.push({ message, signature: await account.signMessage({ message }) });
        advance(1000);
      }
      const [oldest, ...kept] = signed;
      if (!oldest) throw new Error('no nonce issued');
      expect((await postLogin(ctx, oldest, {}, url)).json().code).toBe(ERRORS.nonceInvalid.code);
      for (const login of kept) expect((await postLogin(ctx, login, {}, url)).json().code).toBe(10000);
    });
  });
});
