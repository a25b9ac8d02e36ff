import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, T, type TestUser } from '../testing/money-helpers';
import { rowCounts } from '../testing/row-counts';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';

/**
 * A body whose Content-Type declares a charset other than UTF-8 is refused with 415 (41501)
 * before anything reads or runs it; UTF-8 in any spelling, or no charset, goes on
 * (docs/rules.md "Request bodies").
 */
const REFUSED = [
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=iso-8859-1',
  'application/json; Charset="UTF-16LE"',
  'application/json;charset=windows-1252',
  'application/json; charset=',
  // One declaration of UTF-8 does not excuse a second of something else.
  'application/json; charset=utf-8; charset=utf-16',
];
const ACCEPTED = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json; charset="utf-8"',
  'application/json;charset=utf8',
];

describe.each(testBackends())('request bodies in another charset than UTF-8 on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 100n * T));
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A valid swap of 1 USDT; its JSON is ASCII, so the same bytes in any of the charsets above. */
  const swap = (contentType: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/swap',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': contentType,
        'idempotency-key': randomUUID(),
        ...headers,
      },
      payload: Buffer.from(JSON.stringify({ from: 'USDT', to: 'USDB', amount: T.toString() })),
    });

  it('refuses them with 415 and the envelope, and writes nothing', async () => {
    const before = await balanceOf(ctx, alice, 'USDT');
    const counts = await rowCounts(ctx.db);
    for (const contentType of REFUSED) {
      const res = await swap(contentType);
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json(), contentType).toMatchObject({
        code: 41501,
        msg: 'The request body must be encoded in UTF-8',
        data: null,
      });
    }
    // Refused before the token check and before a public route's handler as well.
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json; charset=utf-16', lang: 'zh_CN' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(415);
    expect(unsigned.json()).toMatchObject({ code: 41501, msg: '请求正文必须使用 UTF-8 编码', data: null });
    expect(await balanceOf(ctx, alice, 'USDT')).toEqual(before);
    expect(await rowCounts(ctx.db)).toEqual(counts);
  });

  it('accepts UTF-8 however it is spelled, and no charset', async () => {
    const before = await balanceOf(ctx, alice, 'USDT');
    for (const contentType of ACCEPTED) {
      const res = await swap(contentType);
      expect(res.json(), contentType).toMatchObject({ code: 10000 });
    }
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(
      before.available - BigInt(ACCEPTED.length) * T,
    );
  });
});
