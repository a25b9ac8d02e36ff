import { LOGIN_NONCE_TTL_SEC } from '@woohoo/shared/constants';
import { SiweMessage } from 'siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSiwe,
  createTestApp,
  postLogin,
  signIn,
  TEST_CHAIN_ID,
  TEST_HOST,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

const newAccount = () => privateKeyToAccount(generatePrivateKey());

describe.each(testBackends())('sign-in on %s', (backend) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const userInfo = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('issues single-use alphanumeric nonces of at least 8 characters', async () => {
    const account = newAccount();
    const a = await ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=${account.address}` });
    const b = await ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=${account.address}` });
    expect(a.statusCode).toBe(200);
    const { code, data } = a.json();
    expect(code).toBe(10000);
    expect(data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(data.nonce).not.toBe(b.json().data.nonce);
    expect(Date.parse(data.expiresAt) - ctx.clock.now.getTime()).toBe(LOGIN_NONCE_TTL_SEC * 1000);
  });

  it('rejects a nonce request without a valid address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/nonce?address=0x123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, data: null });
    expect(res.json().msg).toContain('address');
  });

  it('signs in with a viem-signed message and answers the user', async () => {
    const account = newAccount();
    const token = await signIn(ctx, account);
    expect(token.length).toBeGreaterThan(30);
    const res = await userInfo(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 10000, data: { address: account.address, pid: null } });
  });

  it('accepts a message built by the siwe package', async () => {
    const account = newAccount();
    const nonce = (
      await ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=${account.address}` })
    ).json().data.nonce;
    const message = new SiweMessage({
      domain: TEST_HOST,
      address: account.address,
      statement: 'Sign in to WOOHOO',
      uri: `http://${TEST_HOST}/`,
      version: '1',
      chainId: TEST_CHAIN_ID,
      nonce,
      issuedAt: ctx.clock.now.toISOString(),
    }).prepareMessage();
    const res = await postLogin(ctx, { message, signature: await account.signMessage({ message }) });
    expect(res.json()).toMatchObject({ code: 10000, data: { user: { address: account.address } } });
  });

  it('ends the first session when the wallet signs in again (40002), and 1012 for a missing or bad token', async () => {
    const account = newAccount();
    const first = await signIn(ctx, account);
    const second = await signIn(ctx, account);
    expect((await userInfo(first)).json()).toMatchObject({ code: 40002, data: null });
    expect((await userInfo(first)).statusCode).toBe(401);
    expect((await userInfo(second)).json().code).toBe(10000);
    expect((await userInfo()).json().code).toBe(1012);
    expect((await userInfo('not-a-token')).json().code).toBe(1012);
  });

  it('ends the session on logout: the token answers 1012 and a new signature is needed', async () => {
    const account = newAccount();
    const token = await signIn(ctx, account);
    const logout = (bearer?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await logout()).json().code).toBe(1012);
    expect((await logout(token)).json()).toEqual({ code: 10000, msg: 'success', data: null });
    expect((await userInfo(token)).json().code).toBe(1012);
    expect((await logout(token)).json().code).toBe(1012);
    expect((await userInfo(await signIn(ctx, account))).json().code).toBe(10000);
  });

  it('tells the transfer form whether an address is registered, yes or no, to signed-in callers only', async () => {
    const alice = newAccount();
    const token = await signIn(ctx, alice);
    const lookup = (address: string, bearer: string | null = token) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/user/registered?address=${address}`,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await lookup(alice.address.toLowerCase())).json()).toMatchObject({ data: { registered: true } });
    expect((await lookup(newAccount().address)).json()).toEqual({
      code: 10000,
      msg: 'success',
      data: { registered: false },
    });
    expect((await lookup('0x1234')).json().code).toBe(40000);
    expect((await lookup(alice.address, null)).json().code).toBe(1012);
  });

  it('answers 1012 once a session has expired', async () => {
    const token = await signIn(ctx, newAccount());
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 8 * 24 * 3600 * 1000);
    expect((await userInfo(token)).json().code).toBe(1012);
  });

  it('refuses a replayed signature with 40012', async () => {
    const account = newAccount();
    const message = await buildSiwe(ctx, account);
    const signature = await account.signMessage({ message });
    expect((await postLogin(ctx, { message, signature })).json().code).toBe(10000);
    const replay = await postLogin(ctx, { message, signature });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 40012, data: null });
  });

  it.each([
    ['a wrong domain', { domain: 'evil.test' }, 40014],
    ['a wrong chain id', { chainId: 56 }, 40015],
    ['an expired message', { expirationTime: new Date(Date.now() - 1000) }, 40016],
  ])('refuses %s and changes nothing', async (_label, overrides, code) => {
    const account = newAccount();
    const message = await buildSiwe(ctx, account, overrides);
    const res = await postLogin(ctx, { message, signature: await account.signMessage({ message }) });
    expect(res.json()).toMatchObject({ code, data: null });
    await expectNoUser(account.address);
  });

  it('refuses an expired nonce with 40013', async () => {
    const account = newAccount();
    const message = await buildSiwe(ctx, account, { expirationTime: undefined });
    const signature = await account.signMessage({ message });
    ctx.clock.now = new Date(ctx.clock.now.getTime() + (LOGIN_NONCE_TTL_SEC + 1) * 1000);
    expect((await postLogin(ctx, { message, signature })).json().code).toBe(40013);
    await expectNoUser(account.address);
  });

  it('refuses a signature by another key with 40017 and keeps the nonce usable', async () => {
    const account = newAccount();
    const message = await buildSiwe(ctx, account);
    const forged = await newAccount().signMessage({ message });
    expect((await postLogin(ctx, { message, signature: forged })).json().code).toBe(40017);
    expect((await postLogin(ctx, { message, signature: '0x1234' })).json().code).toBe(40017);
    await expectNoUser(account.address);
    const genuine = await postLogin(ctx, { message, signature: await account.signMessage({ message }) });
    expect(genuine.json().code).toBe(10000);
  });

  it('refuses a nonce issued for another address', async () => {
    const account = newAccount();
    const other = newAccount();
    const message = await buildSiwe(ctx, other);
    const tampered = message.replace(other.address, account.address);
    const res = await postLogin(ctx, {
      message: tampered,
      signature: await account.signMessage({ message: tampered }),
    });
    expect(res.json().code).toBe(40012);
  });

  it('refuses malformed messages, bodies and keys with clear codes', async () => {
    const account = newAccount();
    const garbage = await postLogin(ctx, { message: 'hello', signature: '0x00' });
    expect(garbage.json().code).toBe(40011);

    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: TEST_HOST },
      payload: { iv: 'AAAA', data: 'AAAA' },
    });
    expect(noKey.json()).toMatchObject({ code: 40010, data: null });

    const badKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: TEST_HOST, key: 'bm90IGEga2V5' },
      payload: { iv: 'AAAAAAAAAAAAAAAA', data: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(badKey.json().code).toBe(40010);

    const missingField = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: TEST_HOST, key: 'x' },
      payload: { iv: 'AAAA' },
    });
    expect(missingField.statusCode).toBe(400);
    expect(missingField.json()).toMatchObject({ code: 40000, data: null });

    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: TEST_HOST, 'content-type': 'application/json' },
      payload: '{"iv":',
    });
    expect(notJson.json()).toMatchObject({ code: 40000, data: null });

    const extraField = await postRaw({ iv: 'AAAA', data: 'AAAA', extra: 1 });
    expect(extraField.json().code).toBe(40000);
    await expectNoUser(account.address);
  });

  it('refuses an oversized body with 41300', async () => {
    const res = await postRaw({ iv: 'AAAA', data: 'A'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 41300, data: null });
  });

  it('stores the referrer at first login and never changes it', async () => {
    const referrer = newAccount();
    const other = newAccount();
    await signIn(ctx, referrer);
    await signIn(ctx, other);
    const account = newAccount();
    const token = await signIn(ctx, account, referrer.address.toLowerCase());
    expect((await userInfo(token)).json().data.pid).toBe(referrer.address);
    const again = await signIn(ctx, account, other.address);
    expect((await userInfo(again)).json().data.pid).toBe(referrer.address);
  });

  it('refuses an unregistered or self referrer with 40018 and creates nothing', async () => {
    const account = newAccount();
    const message = await buildSiwe(ctx, account);
    const signature = await account.signMessage({ message });
    const unknown = await postLogin(ctx, { message, signature, referrer: newAccount().address });
    expect(unknown.json().code).toBe(40018);
    const self = await postLogin(ctx, { message, signature, referrer: account.address });
    expect(self.json().code).toBe(40018);
    await expectNoUser(account.address);
  });

  it('answers messages in the language of the lang header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { lang: 'zh_CN' } });
    expect(res.json()).toMatchObject({ code: 1012, msg: '会话无效，请重新登录' });
  });

  async function expectNoUser(address: string) {
    const rows = await ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM users WHERE address = $1',
      [address],
    );
    expect(rows[0]?.n).toBe('0');
    const sessions = await ctx.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sessions');
    expect(Number(sessions[0]?.n)).toBeLessThanOrEqual(0);
  }

  function postRaw(payload: object) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: TEST_HOST, key: 'eA==' },
      payload,
    });
  }
});
