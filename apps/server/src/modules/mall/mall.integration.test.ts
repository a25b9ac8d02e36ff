import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMallProducts } from '../../scripts/seed-mall';
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
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

const ADDRESS = {
  name: 'Ana Silva',
  phone: '+351 912 345 678',
  region: 'Portugal, Lisboa',
  street: 'Rua Augusta 100',
  postcode: '1100-053',
};

/**
 * Issue 9 through HTTP on a fresh database: products, delivery addresses, orders paid through
 * the ledger, cancel with one refund, operator shipping and logistics, owner checks on every id
 * route, and 100 concurrent buyers of 10 pieces.
 */
describe.each(testBackends())('mall on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;

  const send = (user: TestUser, method: 'PUT' | 'DELETE' | 'POST', url: string, body?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
      ...(body ? { payload: body } : {}),
    });
  const operator = (url: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator${url}`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: body,
    });
  const productBySlug = async (name: string) => {
    const { data } = (
      await ctx.app.inject({ method: 'GET', url: `/api/mall/products?q=${encodeURIComponent(name)}` })
    ).json();
    const id: string = data.items[0].id;
    return (await ctx.app.inject({ method: 'GET', url: `/api/mall/products/${id}` })).json().data;
  };
  const addAddress = async (user: TestUser, body: object = ADDRESS) => {
    const res = await post(ctx, user, '/api/mall/addresses', body);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    await seedMallProducts(ctx.db);
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction(async (tx) => {
      await deposit(tx, alice.account.address, 1000n * T);
      await deposit(tx, bob.account.address, 1000n * T);
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists products by category and search words, and shows one with images and variants', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/mall/products' })).json();
    expect(all.code).toBe(10000);
    expect(all.data.total).toBe(8);
    const apparel = (
      await ctx.app.inject({ method: 'GET', url: '/api/mall/products?category=apparel' })
    ).json();
    expect(apparel.data.items.map((p: { name: string }) => p.name)).toEqual([
      'WOOHOO Hoodie',
      'Logo T-shirt',
    ]);
    const search = (await ctx.app.inject({ method: 'GET', url: '/api/mall/products?q=insulated' })).json();
    expect(search.data.items.map((p: { name: string }) => p.name)).toEqual(['Water Bottle']);
    const watch = await productBySlug('Smart Watch');
    expect(watch).toMatchObject({ asset: 'USDT', price: (129n * T).toString(), stock: 30 });
    expect(watch.images).toHaveLength(3);
    expect(watch.variants).toContainEqual(
      expect.objectContaining({ size: '45 mm', colour: 'Silver', stock: 0 }),
    );
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/mall/products/999999' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 40402]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/mall/products?category=food' });
    expect(bad.json().code).toBe(40000);
  });

  it('refuses each invalid address field with its own code and message', async () => {
    const cases: [Partial<typeof ADDRESS>, number, RegExp][] = [
      [{ name: '' }, 40050, /Recipient name/],
      [{ phone: '912345678' }, 40051, /country code/],
      [{ region: 'P' }, 40052, /Region/],
      [{ street: 'x' }, 40053, /Street/],
      [{ postcode: '#' }, 40054, /Postcode/],
    ];
    for (const [override, code, message] of cases) {
      const res = await post(ctx, bob, '/api/mall/addresses', { ...ADDRESS, ...override });
      expect([res.statusCode, res.json().code], JSON.stringify(override)).toEqual([400, code]);
      expect(res.json().msg).toMatch(message);
    }
    const chinese = await ctx.app.inject({
      method: 'POST',
      url: '/api/mall/addresses',
      headers: { authorization: `Bearer ${bob.token}`, 'idempotency-key': randomUUID(), lang: 'zh_CN' },
      payload: { ...ADDRESS, phone: '12' },
    });
    expect(chinese.json().msg).toContain('手机号');
    const unknownField = await post(ctx, bob, '/api/mall/addresses', { ...ADDRESS, city: 'Lisboa' });
    expect(unknownField.json().code).toBe(40000);
    expect((await get(ctx, bob, '/api/mall/addresses')).data).toEqual([]);
  });

  it('adds, modifies, chooses a default and deletes addresses, at most 20', async () => {
    const user = await newUser(ctx);
    const first = await addAddress(user);
    expect(first.data).toMatchObject({ isDefault: true, phone: '+351912345678' });
    const second = await addAddress(user, { ...ADDRESS, name: 'Rui', isDefault: true });
    expect(second.data.isDefault).toBe(true);
    let list = (await get(ctx, user, '/api/mall/addresses')).data;
    expect(list.map((a: { name: string; isDefault: boolean }) => [a.name, a.isDefault])).toEqual([
      ['Rui', true],
      ['Ana Silva', false],
    ]);
    const changed = await send(user, 'PUT', `/api/mall/addresses/${first.data.id}`, {
      ...ADDRESS,
      street: 'Rua Nova 5',
    });
    expect(changed.json().data).toMatchObject({ street: 'Rua Nova 5', isDefault: false });
    const badEdit = await send(user, 'PUT', `/api/mall/addresses/${first.data.id}`, {
      ...ADDRESS,
      postcode: '',
    });
    expect(badEdit.json().code).toBe(40054);
    await send(user, 'POST', `/api/mall/addresses/${first.data.id}/default`);
    list = (await get(ctx, user, '/api/mall/addresses')).data;
    expect(list[0]).toMatchObject({ id: first.data.id, isDefault: true });
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    // Deleting the default hands the default to the oldest remaining address.
    const removed = await send(user, 'DELETE', `/api/mall/addresses/${first.data.id}`);
    expect(removed.json().data).toEqual({ id: first.data.id });
    list = (await get(ctx, user, '/api/mall/addresses')).data;
    expect(list).toEqual([expect.objectContaining({ id: second.data.id, isDefault: true })]);
    for (let i = 0; i < 19; i++) expect((await addAddress(user)).code).toBe(10000);
    const over = await post(ctx, user, '/api/mall/addresses', ADDRESS);
    expect([over.statusCode, over.json().code]).toEqual([409, 40944]);
    expect((await get(ctx, user, '/api/mall/addresses')).data).toHaveLength(20);
  });

  it('pays an order from the balance through the ledger once per Idempotency-Key', async () => {
    const hoodie = await productBySlug('Hoodie');
    const variant = hoodie.variants.find(
      (v: { size: string; colour: string }) => v.size === 'M' && v.colour === 'Black',
    );
    const address = (await addAddress(alice)).data;
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 200n * T, 'USDB'));
    const body = { productId: hoodie.id, variantId: variant.id, quantity: 2, addressId: address.id };
    const first = await post(ctx, alice, '/api/mall/orders', body, 'order-1');
    expect(first.json().code).toBe(10000);
    const order = first.json().data;
    expect(order).toMatchObject({
      status: 'paid',
      quantity: 2,
      asset: 'USDB',
      total: (90n * T).toString(),
      address: { name: 'Ana Silva', phone: '+351912345678' },
      variant: { size: 'M', colour: 'Black' },
      events: [],
    });
    const retry = await post(ctx, alice, '/api/mall/orders', body, 'order-1');
    expect(retry.json().data.id).toBe(order.id);
    expect((await balanceOf(ctx, alice, 'USDB')).available).toBe(110n * T);
    const after = await productBySlug('Hoodie');
    expect(after.variants.find((v: { id: string }) => v.id === variant.id).stock).toBe(18);
    const history = (await get(ctx, alice, '/api/assets/history?asset=USDB')).data.items;
    expect(history[0]).toMatchObject({
      kind: 'mall_purchase',
      ref: { type: 'mall_order', id: order.id },
      delta: (-90n * T).toString(),
    });

    const missingKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/mall/orders',
      headers: { authorization: `Bearer ${alice.token}` },
      payload: body,
    });
    expect(missingKey.json().code).toBe(40026);
    for (const quantity of [0, 100, 1.5]) {
      const res = await post(ctx, alice, '/api/mall/orders', { ...body, quantity });
      expect(res.json().code, String(quantity)).toBe(quantity === 1.5 ? 40000 : 40055);
    }
    const watch = await productBySlug('Smart Watch');
    const soldOut = watch.variants.find((v: { stock: number }) => v.stock === 0);
    const noStock = await post(ctx, alice, '/api/mall/orders', {
      ...body,
      productId: watch.id,
      variantId: soldOut.id,
      quantity: 1,
    });
    expect([noStock.statusCode, noStock.json().code, noStock.json().msg]).toEqual([
      409,
      40940,
      'Insufficient stock',
    ]);
    const wrongVariant = await post(ctx, alice, '/api/mall/orders', { ...body, productId: watch.id });
    expect(wrongVariant.json().code).toBe(40056);
  });

  it('refuses an order the balance cannot pay and keeps the stock', async () => {
    const user = await newUser(ctx);
    const address = (await addAddress(user)).data;
    const lamp = await productBySlug('Desk Lamp');
    const res = await post(ctx, user, '/api/mall/orders', {
      productId: lamp.id,
      variantId: lamp.variants[0].id,
      quantity: 1,
      addressId: address.id,
    });
    expect(res.json().code).toBe(40020);
    expect((await productBySlug('Desk Lamp')).stock).toBe(lamp.stock);
    expect((await get(ctx, user, '/api/mall/orders')).data.total).toBe(0);
  });

  it('cancels a paid order with exactly one refund, then refuses to cancel again', async () => {
    const mug = await productBySlug('Ceramic Mug');
    const address = (await get(ctx, alice, '/api/mall/addresses')).data[0];
    const before = (await balanceOf(ctx, alice, 'USDT')).available;
    const order = (
      await post(ctx, alice, '/api/mall/orders', {
        productId: mug.id,
        variantId: mug.variants[0].id,
        quantity: 3,
        addressId: address.id,
      })
    ).json().data;
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(before - 36n * T);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(ctx, alice, `/api/mall/orders/${order.id}/cancel`, {}, `cancel-${order.id}`),
      ),
    );
    expect(cancels.map((r) => r.json().data?.status)).toEqual(Array(5).fill('cancelled'));
    const again = await send(alice, 'POST', `/api/mall/orders/${order.id}/cancel`);
    expect([again.statusCode, again.json().code]).toEqual([409, 40941]);
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(before);
    const refunds = await ctx.db.query(
      "SELECT 1 FROM ledger_transfers WHERE kind = 'mall_refund' AND ref = $1",
      [`mall_order:${order.id}`],
    );
    expect(refunds).toHaveLength(1);
    expect((await productBySlug('Ceramic Mug')).stock).toBe(mug.stock);
    const detail = (await get(ctx, alice, `/api/mall/orders/${order.id}`)).data;
    expect(detail).toMatchObject({ status: 'cancelled', refunded: true });
    const filtered = (await get(ctx, alice, '/api/mall/orders?status=cancelled')).data.items;
    expect(filtered.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('lets the operator ship and add logistics events until delivered; shipped orders cannot be cancelled', async () => {
    const lamp = await productBySlug('Desk Lamp');
    const address = (await get(ctx, alice, '/api/mall/addresses')).data[0];
    const order = (
      await post(ctx, alice, '/api/mall/orders', {
        productId: lamp.id,
        variantId: lamp.variants[0].id,
        quantity: 1,
        addressId: address.id,
      })
    ).json().data;
    const early = await operator(`/mall/orders/${order.id}/events`, { text: 'In transit', operator: 'ops' });
    expect(early.json().code).toBe(40943);
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/mall/orders/${order.id}/ship`,
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { carrier: 'DHL', trackingNumber: 'JD0123', operator: 'ops' },
    });
    expect(noToken.json().code).toBe(40300);
    const shipped = await operator(`/mall/orders/${order.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: 'JD0123',
      operator: 'ops',
    });
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JD0123',
    });
    expect(
      (
        await operator(`/mall/orders/${order.id}/ship`, {
          carrier: 'DHL',
          trackingNumber: 'JD0123',
          operator: 'ops',
        })
      ).json().code,
    ).toBe(40942);
    const cancel = await send(alice, 'POST', `/api/mall/orders/${order.id}/cancel`);
    expect(cancel.json().code).toBe(40941);
    await operator(`/mall/orders/${order.id}/events`, {
      text: 'Left the warehouse',
      location: 'Lisbon',
      operator: 'ops',
    });
    const done = await operator(`/mall/orders/${order.id}/events`, {
      text: 'Delivered to the door',
      delivered: true,
      operator: 'ops',
    });
    expect(done.json().data).toMatchObject({ status: 'delivered' });
    const detail = (await get(ctx, alice, `/api/mall/orders/${order.id}`)).data;
    expect(detail.events.map((e: { text: string; location: string | null }) => [e.text, e.location])).toEqual(
      [
        ['Delivered to the door', null],
        ['Left the warehouse', 'Lisbon'],
      ],
    );
    expect(detail.deliveredAt).not.toBeNull();
  });

  it("never shows or changes another user's orders or addresses", async () => {
    const [aliceAddress] = (await get(ctx, alice, '/api/mall/addresses')).data;
    const [aliceOrder] = (await get(ctx, alice, '/api/mall/orders')).data.items;
    const lamp = await productBySlug('Desk Lamp');
    const reads = [
      await ctx.app.inject({
        method: 'GET',
        url: `/api/mall/orders/${aliceOrder.id}`,
        headers: { authorization: `Bearer ${bob.token}` },
      }),
      await send(bob, 'POST', `/api/mall/orders/${aliceOrder.id}/cancel`),
      await send(bob, 'PUT', `/api/mall/addresses/${aliceAddress.id}`, ADDRESS),
      await send(bob, 'POST', `/api/mall/addresses/${aliceAddress.id}/default`),
      await send(bob, 'DELETE', `/api/mall/addresses/${aliceAddress.id}`),
      await post(ctx, bob, '/api/mall/orders', {
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
    expect((await get(ctx, bob, '/api/mall/orders')).data.items).toEqual([]);
    expect((await get(ctx, alice, `/api/mall/orders/${aliceOrder.id}`)).data.status).toBe(aliceOrder.status);
    expect((await get(ctx, alice, '/api/mall/addresses')).data[0]).toEqual(aliceAddress);
    expect((await balanceOf(ctx, bob, 'USDT')).available).toBe(1000n * T);
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
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { x: 1 },
      });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([401, 1012]);
    }
  });

  it('documents the mall endpoints in the OpenAPI', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
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
    await seedMallProducts(ctx.db, [
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
    const card = await productBySlug('Limited Edition Card');
    const buyers = [alice, bob, await newUser(ctx), await newUser(ctx)];
    const start = new Map<TestUser, bigint>();
    const addresses = new Map<TestUser, string>();
    for (const buyer of buyers) {
      if (buyer !== alice && buyer !== bob)
        await ctx.db.transaction((tx) => deposit(tx, buyer.account.address, 500n * T));
      addresses.set(buyer, (await addAddress(buyer)).data.id);
      start.set(buyer, (await balanceOf(ctx, buyer, 'USDT')).available);
    }
    const tries = Array.from({ length: 100 }, (_, i) => buyers[i % buyers.length] as TestUser);
    const responses = await Promise.all(
      tries.map((buyer) =>
        post(ctx, buyer, '/api/mall/orders', {
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
    expect((await productBySlug('Limited Edition Card')).stock).toBe(0);
    for (const buyer of buyers) {
      const bought = tries.filter((b, i) => b === buyer && codes[i] === 10000).length;
      expect((await balanceOf(ctx, buyer, 'USDT')).available).toBe(
        (start.get(buyer) ?? 0n) - BigInt(bought) * 5n * T,
      );
    }
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  }, 120_000);
});
