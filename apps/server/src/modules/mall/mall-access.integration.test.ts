import { describe, expect, it } from 'vitest';
import { seedMallProducts } from '../../scripts/seed-mall';
import { ADDRESS, mallFixture } from '../../testing/mall-fixture';
import {
  balanceOf,
  deposit,
  get,
  newUser,
  post,
  T,
  type TestUser,
  transparency,
} from '../../testing/money-helpers';
import { testBackends } from '../../testing/test-db';

/**
 * The mall through HTTP: owner checks on every id route, a session before the body, the OpenAPI,
 * and 100 concurrent buyers of 10 pieces.
 */
describe.each(testBackends())('mall owners, sessions and stock on %s', (backend) => {
  const m = mallFixture(backend);

  it("never shows or changes another user's orders or addresses", async () => {
    // Alice's own address and paid order, which Bob then tries to read and change.
    const aliceAddress = (await m.addAddress(m.alice)).data;
    const lamp = await m.productBySlug('Desk Lamp');
    const inStock = lamp.variants.find((v: { stock: number }) => v.stock > 0);
    const aliceOrder = (
      await post(m.ctx, m.alice, '/api/mall/orders', {
        productId: lamp.id,
        variantId: inStock.id,
        quantity: 1,
        addressId: aliceAddress.id,
      })
    ).json().data;
    const reads = [
      await m.ctx.app.inject({
        method: 'GET',
        url: `/api/mall/orders/${aliceOrder.id}`,
        headers: { authorization: `Bearer ${m.bob.token}` },
      }),
      await m.send(m.bob, 'POST', `/api/mall/orders/${aliceOrder.id}/cancel`),
      await m.send(m.bob, 'PUT', `/api/mall/addresses/${aliceAddress.id}`, ADDRESS),
      await m.send(m.bob, 'POST', `/api/mall/addresses/${aliceAddress.id}/default`),
      await m.send(m.bob, 'DELETE', `/api/mall/addresses/${aliceAddress.id}`),
      await post(m.ctx, m.bob, '/api/mall/orders', {
        productId: lamp.id,
        variantId: lamp.variants[0].id,
        quantity: 1,
        addressId: aliceAddress.id,
      }),
    ];
    expect(reads.map((r) => [r.statusCode, r.json().code, r.json().data])).toEqual([
      [404, 40403, null],
      [404, 40403, null],
      [404, 40404, null],
      [404, 40404, null],
      [404, 40404, null],
      [404, 40404, null],
    ]);
    expect((await get(m.ctx, m.bob, '/api/mall/orders')).data.items).toEqual([]);
    expect((await get(m.ctx, m.alice, `/api/mall/orders/${aliceOrder.id}`)).data.status).toBe(
      aliceOrder.status,
    );
    expect((await get(m.ctx, m.alice, '/api/mall/addresses')).data[0]).toEqual(aliceAddress);
    expect((await balanceOf(m.ctx, m.bob, 'USDT')).available).toBe(1000n * T);
  });

  it('asks for a session before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/mall/orders'],
      ['POST', '/api/mall/orders'],
      ['GET', '/api/mall/orders/1'],
      ['POST', '/api/mall/orders/1/cancel'],
      ['GET', '/api/mall/addresses'],
      ['POST', '/api/mall/addresses'],
      ['PUT', '/api/mall/addresses/1'],
      ['DELETE', '/api/mall/addresses/1'],
      ['POST', '/api/mall/addresses/1/default'],
    ] as const) {
      const res = await m.ctx.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { x: 1 },
      });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([401, 1012]);
    }
  });

  it('documents the mall endpoints in the OpenAPI', async () => {
    const spec = (await m.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/mall/products',
      '/api/mall/products/{id}',
      '/api/mall/orders',
      '/api/mall/orders/{id}',
      '/api/mall/orders/{id}/cancel',
      '/api/mall/addresses',
      '/api/mall/addresses/{id}',
      '/api/mall/addresses/{id}/default',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
  });

  it('sells exactly 10 of 10 pieces to 100 concurrent orders; the other 90 are not charged', async () => {
    await seedMallProducts(m.ctx.db, [
      {
        slug: `limited-${backend}`,
        category: 'digital',
        name: 'Limited Edition Card',
        description: 'Ten pieces only.',
        asset: 'USDT',
        price: 5n,
        variants: [[null, null, 10]],
      },
    ]);
    const card = await m.productBySlug('Limited Edition Card');
    const buyers = [m.alice, m.bob, await newUser(m.ctx), await newUser(m.ctx)];
    const start = new Map<TestUser, bigint>();
    const addresses = new Map<TestUser, string>();
    for (const buyer of buyers) {
      if (buyer !== m.alice && buyer !== m.bob)
        await m.ctx.db.transaction((tx) => deposit(tx, buyer.account.address, 500n * T));
      addresses.set(buyer, (await m.addAddress(buyer)).data.id);
      start.set(buyer, (await balanceOf(m.ctx, buyer, 'USDT')).available);
    }
    const tries = Array.from({ length: 100 }, (_, i) => buyers[i % buyers.length] as TestUser);
    const responses = await Promise.all(
      tries.map((buyer) =>
        post(m.ctx, buyer, '/api/mall/orders', {
          productId: card.id,
          variantId: card.variants[0].id,
          quantity: 1,
          addressId: addresses.get(buyer),
        }),
      ),
    );
    const codes = responses.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(10);
    expect(codes.filter((c) => c === 40940)).toHaveLength(90);
    expect(
      responses.filter((r) => r.json().code === 40940).every((r) => r.json().msg === 'Insufficient stock'),
    ).toBe(true);
    expect((await m.productBySlug('Limited Edition Card')).stock).toBe(0);
    for (const buyer of buyers) {
      const bought = tries.filter((b, i) => b === buyer && codes[i] === 10000).length;
      expect((await balanceOf(m.ctx, buyer, 'USDT')).available).toBe(
        (start.get(buyer) ?? 0n) - BigInt(bought) * 5n * T,
      );
    }
    expect((await transparency(m.ctx)).every((a) => a.invariantHolds)).toBe(true);
  }, 120_000);
});
