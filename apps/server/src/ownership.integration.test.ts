import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMallProducts } from './scripts/seed-mall';
import { ADDRESS } from './testing/mall-fixture';
import { deposit, get, newUser, post, T, type TestUser } from './testing/money-helpers';
import { createTestApp, type TestContext } from './testing/test-app';

/**
 * One user's token never reads or changes another user's records. Walks the route table: every
 * signed-in route that takes a record id is called with bob's token on one of alice's records; each
 * answers 404 with the envelope (never the record, never "not yours", which would tell that it
 * exists), and alice's records are as they were. A new route with an id fails here until it has an
 * entry below.
 */
const PUBLIC_BY_ID = new Set(['GET /api/mall/products/:id', 'GET /api/announcements/:id']);

describe('ownership of records by id', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  const routes: { method: string; url: string }[] = [];
  let ids: { withdrawal: string; order: string; address: string; box: string };
  /** Every route taking a record id, with the id of alice's record and a body that would be valid. */
  const table = (): Record<string, { id: string; body?: object }> => ({
    'GET /api/withdraw/:id': { id: ids.withdrawal },
    'GET /api/mall/orders/:id': { id: ids.order },
    'POST /api/mall/orders/:id/cancel': { id: ids.order, body: {} },
    'PUT /api/mall/addresses/:id': { id: ids.address, body: { ...ADDRESS, name: 'Bob Takes Over' } },
    'DELETE /api/mall/addresses/:id': { id: ids.address },
    'POST /api/mall/addresses/:id/default': { id: ids.address, body: {} },
    'POST /api/box/:id/open': { id: ids.box, body: { clientSeed: 'bob' } },
    'POST /api/box/:id/claim': { id: ids.box, body: {} },
    'GET /api/box/:id/proof': { id: ids.box },
  });

  const snapshot = async () => ({
    withdrawals: await get(ctx, alice, '/api/records/withdraw'),
    order: await get(ctx, alice, `/api/mall/orders/${ids.order}`),
    addresses: await get(ctx, alice, '/api/mall/addresses'),
    boxes: await get(ctx, alice, '/api/box/myBoxLists'),
  });

  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    });
    await seedMallProducts(ctx.db);
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction(async (tx) => {
      await deposit(tx, alice.account.address, 2000n * T);
      await deposit(tx, alice.account.address, 500n * T, 'USDB');
    });
    const withdrawal = (
      await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (1500n * T).toString() })
    ).json().data;
    const address = (await post(ctx, alice, '/api/mall/addresses', ADDRESS)).json().data;
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/mall/products?q=Hoodie' })).json().data;
    const product = (
      await ctx.app.inject({ method: 'GET', url: `/api/mall/products/${list.items[0].id}` })
    ).json().data;
    const variant = product.variants.find((v: { stock: number }) => v.stock > 0);
    const order = (
      await post(ctx, alice, '/api/mall/orders', {
        productId: product.id,
        variantId: variant.id,
        quantity: 1,
        addressId: address.id,
      })
    ).json().data;
    const boxes = (await get(ctx, alice, '/api/box/myBoxLists')).data.boxes;
    ids = { withdrawal: withdrawal.id, order: order.id, address: address.id, box: boxes[0].id };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers 404 to another user's token on every route that takes a record id, and changes nothing", async () => {
    const byId = routes.filter(
      (r) =>
        r.url.includes('/:id') &&
        !r.url.startsWith('/api/operator/') &&
        !PUBLIC_BY_ID.has(`${r.method} ${r.url}`),
    );
    expect(byId.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(table()).sort());
    const before = await snapshot();
    for (const route of byId) {
      const key = `${route.method} ${route.url}`;
      const entry = table()[key];
      if (!entry) throw new Error(`no entry for ${key}`);
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', entry.id),
        headers: { authorization: `Bearer ${bob.token}`, 'idempotency-key': `bob-${key}` },
        ...(entry.body ? { payload: entry.body } : {}),
      });
      expect(res.statusCode, key).toBe(404);
      expect(res.json(), key).toMatchObject({ data: null });
    }
    expect(await snapshot()).toEqual(before);
  });
});
