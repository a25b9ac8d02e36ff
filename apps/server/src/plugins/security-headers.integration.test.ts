import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../testing/money-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends them on every answer, an error included', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/assets/balances']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('refuses a body over 64 KiB with 41300 and the envelope', async () => {
    const alice = await newUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/swap',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
      payload: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 41300, data: null });
  });
});
