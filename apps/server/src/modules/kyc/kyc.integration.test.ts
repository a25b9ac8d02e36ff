import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { get, newUser, type TestUser } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

const DEVICE = 'device-abc12345';

describe.each(testBackends())('KYC1 on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend, { mail: true });
    alice = await newUser(ctx);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const call = (user: TestUser, url: string, body: object, ip = '10.0.0.1') =>
    ctx.app
      .inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${user.token}` },
        payload: body,
      })
      .then((res) => res.json());
  /** A fresh challenge and its answers, read where the server keeps them. */
  const challenge = async (user = alice) => {
    const c = (await call(user, '/api/kyc/challenge', {})).data;
    const rows = await ctx.db.query<{ kind: string; answer_text: string | null; answer_x: number | null }>(
      'SELECT kind, answer_text, answer_x FROM kyc_challenges WHERE id = ANY($1::text[])',
      [[c.captchaId, c.sliderId]],
    );
    return {
      ...c,
      captchaCode: rows.find((r) => r.kind === 'captcha')!.answer_text!.toUpperCase(),
      sliderX: rows.find((r) => r.kind === 'slider')!.answer_x!,
    };
  };
  const requestCode = async (email: string, user = alice, ip = '10.0.0.1', tweak: object = {}) => {
    const c = await challenge(user);
    return call(
      user,
      '/api/kyc/email/code',
      {
        email,
        verifyImgs: [c.captchaId, c.sliderId],
        captchaCode: c.captchaCode,
        sliderX: c.sliderX + 3,
        deviceId: DEVICE,
        ...tweak,
      },
      ip,
    );
  };
  const codeIn = (email: string) => {
    const [message] = ctx.inbox!.list(email);
    return message?.text.match(/code is (\d{6})/)?.[1];
  };
  const bind = (email: string, code: string, user = alice, ip = '10.0.0.1') =>
    call(user, '/api/kyc/email/bind', { email, code, deviceId: DEVICE }, ip);
  const later = (seconds: number) => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + seconds * 1000);
  };

  it('binds an email with the code it was sent over SMTP, recording IP and device, and unlocks the ecosystem box', async () => {
    expect((await get(ctx, alice, '/api/kyc/status')).data).toEqual({
      level: 0,
      email: null,
      verifiedAt: null,
      resendInSec: 0,
    });
    const c = await challenge();
    expect(c.captchaImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.captchaImage.split(',')[1], 'base64').toString()).not.toMatch(/<text/);
    expect(c.sliderImage).toMatch(/^data:image\/png;base64,/);
    // The local mode's helper for the browser suite gives the same answers.
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/dev/kyc-challenge/${c.sliderId}` });
    expect(answer.json().data).toEqual({ kind: 'slider', text: null, x: c.sliderX });
    const sent = await requestCode('Alice.Smith@Example.com');
    expect(sent).toMatchObject({ code: 10000, data: { email: 'al***@example.com', resendInSec: 60 } });
    const [mail] = ctx.inbox!.list('alice.smith@example.com');
    expect(mail?.subject).toMatch(/^WOOHOO verification code \d{6}$/);
    const code = codeIn('alice.smith@example.com')!;
    const [stored] = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM kyc_codes');
    expect(stored?.code_hash).not.toContain(code);
    expect((await get(ctx, alice, '/api/kyc/status')).data.resendInSec).toBe(60);

    const done = await bind('alice.smith@example.com', code);
    expect(done).toMatchObject({ code: 10000, data: { level: 1, email: 'al***@example.com' } });
    const [profile] = await ctx.db.query('SELECT email, ip, device_id FROM kyc_profiles');
    expect(profile).toEqual({ email: 'alice.smith@example.com', ip: '10.0.0.1', device_id: DEVICE });
    const boxes = (await get(ctx, alice, '/api/box/myBoxLists')).data.boxes;
    expect(boxes.find((b: { kind: string }) => b.kind === 'ecosystem').state).toBe('unopened');
    // Used once: the same code again, or a new request, answers "already done".
    expect((await bind('alice.smith@example.com', code)).code).toBe(40930);
    expect((await requestCode('alice.smith@example.com')).code).toBe(40930);
  });

  it('answers every SPEC 8 security message and never accepts a replayed or expired answer', async () => {
    expect(await requestCode('a@example.com', alice, '10.0.0.1', { verifyImgs: [] })).toMatchObject({
      code: 40039,
      msg: 'verifyImgs cannot be empty',
    });
    expect(await requestCode('a@example.com', alice, '10.0.0.1', { sliderX: undefined })).toMatchObject({
      code: 40040,
      msg: 'Please complete security verification',
    });
    expect(await requestCode('a@example.com', alice, '10.0.0.1', { captchaCode: 'WRONG' })).toMatchObject({
      code: 40038,
      msg: 'Verification failed',
    });
    const c = await challenge();
    const body = {
      email: 'a@example.com',
      verifyImgs: [c.captchaId, c.sliderId],
      captchaCode: c.captchaCode,
      deviceId: DEVICE,
    };
    // The slider 20 px off fails, and uses the challenge up: the right answer then fails too.
    expect((await call(alice, '/api/kyc/email/code', { ...body, sliderX: c.sliderX + 20 })).code).toBe(40038);
    expect((await call(alice, '/api/kyc/email/code', { ...body, sliderX: c.sliderX })).code).toBe(40038);
    // An answer after the challenge's two minutes fails.
    const stale = await challenge();
    later(121);
    const staleBody = {
      ...body,
      verifyImgs: [stale.captchaId, stale.sliderId],
      captchaCode: stale.captchaCode,
    };
    expect((await call(alice, '/api/kyc/email/code', { ...staleBody, sliderX: stale.sliderX })).code).toBe(
      40038,
    );
    // Another user's challenge does not count for this one.
    const bob = await newUser(ctx);
    const bobs = await challenge(bob);
    expect(
      (
        await call(alice, '/api/kyc/email/code', {
          ...body,
          verifyImgs: [bobs.captchaId, bobs.sliderId],
          captchaCode: bobs.captchaCode,
          sliderX: bobs.sliderX,
        })
      ).code,
    ).toBe(40038);
    expect(ctx.inbox!.list()).toEqual([]);
    // A passed answer replayed fails as well.
    const good = await challenge();
    const goodBody = { ...body, verifyImgs: [good.captchaId, good.sliderId], captchaCode: good.captchaCode };
    expect((await call(alice, '/api/kyc/email/code', { ...goodBody, sliderX: good.sliderX })).code).toBe(
      10000,
    );
    later(61);
    expect((await call(alice, '/api/kyc/email/code', { ...goodBody, sliderX: good.sliderX })).code).toBe(
      40038,
    );
  });

  it('voids a code after five wrong tries, on expiry and when a newer code is sent', async () => {
    await requestCode('b@example.com');
    const code = codeIn('b@example.com')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await bind('b@example.com', wrong)).code).toBe(40042);
    expect(await bind('b@example.com', code)).toMatchObject({ code: 40042 });

    later(61);
    await requestCode('b@example.com');
    const second = codeIn('b@example.com')!;
    later(601);
    expect((await bind('b@example.com', second)).code).toBe(40042);

    later(61);
    await requestCode('b@example.com');
    const third = codeIn('b@example.com')!;
    later(61);
    await requestCode('b@example.com');
    const fourth = codeIn('b@example.com')!;
    if (third !== fourth) expect((await bind('b@example.com', third)).code).toBe(40042);
    expect((await bind('b@example.com', fourth)).data.level).toBe(1);
    expect(await ctx.db.query('SELECT 1 FROM kyc_profiles')).toHaveLength(1);
  });

  it('resends only after 60 s, and binds one email and one IP once across wallets', async () => {
    expect((await requestCode('c@example.com')).code).toBe(10000);
    expect(await requestCode('c@example.com')).toMatchObject({ code: 42901 });
    expect(await requestCode('other@example.com')).toMatchObject({ code: 42901 });
    later(60);
    expect((await requestCode('c@example.com')).code).toBe(10000);
    expect((await bind('c@example.com', codeIn('c@example.com')!)).data.level).toBe(1);

    const bob = await newUser(ctx);
    expect(await requestCode('C@example.com', bob, '10.0.0.2')).toMatchObject({ code: 40928 });
    expect(await requestCode('bob@example.com', bob, '10.0.0.1')).toMatchObject({ code: 40929 });
    expect((await requestCode('bob@example.com', bob, '10.0.0.2')).code).toBe(10000);
    expect((await bind('bob@example.com', codeIn('bob@example.com')!, bob, '10.0.0.2')).data.level).toBe(1);
  });

  it('limits codes to one email per hour and requests per minute per client', async () => {
    for (let i = 0; i < 5; i++) {
      const bob = await newUser(ctx);
      expect((await requestCode('busy@example.com', bob, `10.0.1.${i}`)).code).toBe(10000);
      later(61);
    }
    const carol = await newUser(ctx);
    expect((await requestCode('busy@example.com', carol, '10.0.2.1')).code).toBe(42901);
    later(3600);
    expect((await requestCode('busy@example.com', carol, '10.0.2.1')).code).toBe(10000);
  });
});

describe.each(testBackends())('KYC1 without a mail server, and its rate limit, on %s', (backend) => {
  it('answers 50300 and records no code; 429 with the envelope past the per-minute limit', async () => {
    const ctx = await createTestApp(backend, { kycRateLimit: 3 });
    try {
      const alice = await newUser(ctx);
      const post = (url: string, body: object) =>
        ctx.app
          .inject({ method: 'POST', url, headers: { authorization: `Bearer ${alice.token}` }, payload: body })
          .then((res) => res.json());
      const c = (await post('/api/kyc/challenge', {})).data;
      const [slider] = await ctx.db.query<{ answer_x: number }>(
        "SELECT answer_x FROM kyc_challenges WHERE kind = 'slider'",
      );
      const [captcha] = await ctx.db.query<{ answer_text: string }>(
        "SELECT answer_text FROM kyc_challenges WHERE kind = 'captcha'",
      );
      const sent = await post('/api/kyc/email/code', {
        email: 'x@example.com',
        verifyImgs: [c.captchaId, c.sliderId],
        captchaCode: captcha?.answer_text,
        sliderX: slider?.answer_x,
        deviceId: DEVICE,
      });
      expect(sent.code).toBe(50300);
      expect(await ctx.db.query('SELECT 1 FROM kyc_codes')).toEqual([]);
      // Three a minute per route: the fourth challenge is refused.
      await post('/api/kyc/challenge', {});
      await post('/api/kyc/challenge', {});
      expect(await post('/api/kyc/challenge', {})).toMatchObject({ code: 42900 });
    } finally {
      await ctx.close();
    }
  });
});
