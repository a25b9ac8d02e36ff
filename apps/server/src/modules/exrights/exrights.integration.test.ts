import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { get, newUser, type TestUser } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('ex-rights on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const operator = (path: string, payload: object, token = TEST_OPERATOR_TOKEN) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator/exrights/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('serves what the operator maintains: issuance, the n/5 count and at most 5 events', async () => {
    expect((await get(ctx, alice, '/api/exrights')).data).toEqual({
      issuance: null,
      count: 0,
      max: 5,
      events: [],
    });
    expect((await operator('issuance', { totalSupply: '1000', issued: '400' })).json().code).toBe(10000);
    expect((await operator('issuance', { totalSupply: '10', issued: '400' })).json().code).toBe(40000);
    for (let i = 1; i <= 5; i++) {
      const res = await operator('events', {
        happenedAt: `2026-0${i}-01T00:00:00+08:00`,
        title: `Ex-rights ${i}`,
      });
      expect(res.json().code).toBe(10000);
    }
    expect(
      (await operator('events', { happenedAt: '2026-07-01T00:00:00Z', title: 'Sixth' })).json().code,
    ).toBe(40923);
    const { data } = await get(ctx, alice, '/api/exrights');
    expect(data).toMatchObject({ issuance: { totalSupply: '1000', issued: '400' }, count: 5, max: 5 });
    expect(data.events.map((e: { seq: number; title: string }) => `${e.seq}:${e.title}`)).toEqual([
      '1:Ex-rights 1',
      '2:Ex-rights 2',
      '3:Ex-rights 3',
      '4:Ex-rights 4',
      '5:Ex-rights 5',
    ]);
    // The console reads the same data with an operator token.
    const asOperator = await ctx.app.inject({
      method: 'GET',
      url: '/api/operator/exrights',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    });
    expect(asOperator.json().data).toEqual(data);
  });

  it('keeps the data to signed-in users and the changes to the operator', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/exrights' })).json().code).toBe(1012);
    expect((await operator('events', { happenedAt: 'x', title: '' }, 'wrong')).json().code).toBe(1012);
    expect((await operator('issuance', { totalSupply: '1', issued: '1' }, alice.token)).json().code).toBe(
      40300,
    );
  });
});
