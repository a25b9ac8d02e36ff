import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('announcements on %s', (backend) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const publish = (payload: object, token = TEST_OPERATOR_TOKEN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/operator/announcements',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const read = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists what the operator published, newest first and paged, readable without signing in', async () => {
    expect((await read('/api/announcements')).body).toMatchObject({
      code: 10000,
      data: { items: [], total: 0, page: 1, size: 20 },
    });
    for (let i = 1; i <= 3; i++) {
      const res = await publish({ title: `Notice ${i}`, body: `${'Body '.repeat(40)}${i}` });
      expect(res.json()).toMatchObject({ code: 10000, data: { title: `Notice ${i}` } });
    }
    const first = await read('/api/announcements?page=1&size=2');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items.map((a: { title: string }) => a.title)).toEqual(['Notice 3', 'Notice 2']);
    // The list carries an excerpt; the detail the whole body.
    const excerpt: string = first.body.data.items[0].excerpt;
    expect(excerpt.length).toBe(141);
    expect(excerpt.endsWith('…')).toBe(true);
    expect((await read('/api/announcements?page=2&size=2')).body.data.items).toHaveLength(1);
    const detail = await read(`/api/announcements/${first.body.data.items[0].id}`);
    expect(detail.body.data).toMatchObject({ title: 'Notice 3', body: `${'Body '.repeat(40)}3` });
    expect(Number.isNaN(Date.parse(detail.body.data.publishedAt))).toBe(false);
  });

  it('answers a missing announcement with 40400 and bad input with 40000, never a 500', async () => {
    expect(await read('/api/announcements/999999')).toMatchObject({ status: 404, body: { code: 40400 } });
    for (const url of [
      '/api/announcements/abc',
      '/api/announcements/0',
      '/api/announcements?size=500',
      '/api/announcements?page=0',
      '/api/announcements?x=1',
    ]) {
      const res = await read(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe(40000);
    }
    for (const payload of [
      { title: '', body: 'x' },
      { title: 'x' },
      { title: 'x'.repeat(121), body: 'x' },
      { title: 'x', body: 'y', extra: 1 },
    ]) {
      expect((await publish(payload)).json().code).toBe(40000);
    }
    expect((await read('/api/announcements')).body.data.total).toBe(0);
  });

  it('lets only the operator publish', async () => {
    const alice = await newUser(ctx);
    const res = await publish({ title: 'Not mine', body: 'to say' }, alice.token);
    expect(res.statusCode).toBe(403);
    expect((await read('/api/announcements')).body.data.total).toBe(0);
  });

  it('shows the newest announcement marked as a banner in the home banner, else the newest', async () => {
    expect((await read('/api/announcements/banner')).body).toMatchObject({ code: 10000, data: null });
    const first = (await publish({ title: 'Node sale opens', body: 'Monday', banner: true })).json().data;
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    const second = (await publish({ title: 'Maintenance', body: 'Sunday' })).json().data;
    expect(second.banner).toBe(false);
    expect((await read('/api/announcements/banner')).body.data).toMatchObject({ id: first.id, banner: true });
    const unmark = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/announcements/${first.id}/banner`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { banner: false },
    });
    expect(unmark.json().data).toMatchObject({ id: first.id, banner: false });
    expect((await read('/api/announcements/banner')).body.data).toMatchObject({ id: second.id });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/announcements/999/banner',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { banner: true },
    });
    expect(missing.json().code).toBe(40400);
  });
});
