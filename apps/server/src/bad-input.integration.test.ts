import { ERRORS } from '@woohoo/shared/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from './testing/test-app';
import { testBackends } from './testing/test-db';

// Requests that reached PostgreSQL and came back as 500s ("date/time field value out of range",
// "invalid byte sequence for UTF8"); the shared schema helpers (packages/shared
// endpoints/schema-helpers.ts) refuse them with a 400 of their own code before any SQL.
const IMPOSSIBLE_DAYS = ['2026-02-30', '9999-99-99', '2026-13-01'];
const UNSTORABLE = ['%00', 'a%00b', '%00%00'];

describe.each(testBackends())('bad input is bad input on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const expectRefused = async (url: string, code: number, token?: string) => {
    const res = await get(url, token);
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toMatchObject({ code, data: null });
  };

  it.each(IMPOSSIBLE_DAYS)('refuses the impossible day %s with dateInvalid', async (day) => {
    await expectRefused(`/api/transparency/liabilities?day=${day}`, ERRORS.dateInvalid.code);
    await expectRefused(
      `/api/transparency/liabilities/proof?asset=USDT&day=${day}`,
      ERRORS.dateInvalid.code,
      alice.token,
    );
    await expectRefused(`/api/rewards?day=${day}`, ERRORS.dateInvalid.code, alice.token);
  });

  it('still answers a real day', async () => {
    expect((await get('/api/transparency/liabilities?day=2026-02-28')).statusCode).toBe(200);
    expect((await get('/api/rewards?day=2024-02-29', alice.token)).statusCode).toBe(200);
  });

  it.each(UNSTORABLE)('refuses the text %s with textInvalid', async (text) => {
    await expectRefused(`/api/mall/products?q=${text}`, ERRORS.textInvalid.code);
    for (const field of ['actor', 'action', 'target']) {
      await expectRefused(
        `/api/operator/audit?${field}=${text}`,
        ERRORS.textInvalid.code,
        TEST_OPERATOR_TOKEN,
      );
    }
    await expectRefused(
      `/api/operator/mall/products?q=${text}`,
      ERRORS.textInvalid.code,
      TEST_OPERATOR_TOKEN,
    );
  });

  it('reads an encoded lone surrogate in a URL as U+FFFD, which is storable text', async () => {
    // The query-string parser replaces invalid UTF-8 (%ED%A0%80 is U+D800); only a JSON body's
    // \uD800 escape can carry a lone surrogate in, and the body test below refuses it.
    expect((await get('/api/mall/products?q=%ED%A0%80')).statusCode).toBe(200);
  });

  it('answers a path escape that is no UTF-8 with the envelope', async () => {
    const res = await get('/api/mall/products/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERRORS.badRequest.code, data: null });
  });

  it('refuses an issuance whose amounts are impossible dates with a 400, not a throw', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/exrights/issuance',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      payload: { totalSupply: '2026-02-30', issued: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERRORS.badRequest.code, data: null });
  });

  it('names the field and says why, in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/mall/products?q=%00',
      headers: { lang: 'en_US' },
    });
    expect(res.json().msg).toContain('q');
    expect(res.json().msg).toContain('cannot be stored');
  });

  it('refuses NUL and a lone surrogate in a JSON body', async () => {
    for (const name of ['a\u0000b', 'a\uD800b']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/mall/addresses',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        payload: `{"name":${JSON.stringify(name)},"phone":"13800000000","region":"x","street":"y","postcode":"1"}`,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe(ERRORS.textInvalid.code);
    }
  });
});
