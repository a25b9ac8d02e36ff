import { describe, expect, it } from 'vitest';
import { mallFixture } from '../../testing/mall-fixture';
import { balanceOf, deposit, get, newUser, post, T, transparency } from '../../testing/money-helpers';
import { testBackends } from '../../testing/test-db';

/**
 * The mall through HTTP: orders paid through the ledger once per key, cancel with one refund,
 * operator shipping and logistics.
 */
describe.each(testBackends())('mall orders and logistics on %s', (backend) => {
  const m = mallFixture(backend);

  it('pays an order from the balance through the ledger once per Idempotency-Key', async () => {
    const hoodie = await m.productBySlug('Hoodie');
    const variant = hoodie.variants.find(
      (v: { size: string; colour: string }) => v.size === 'M' && v.colour === 'Black',
    );
    const address = (await m.addAddress(m.alice)).data;
    await m.ctx.db.transaction((tx) => deposit(tx, m.alice.account.address, 200n * T, 'USDB'));
    const body = { productId: hoodie.id, variantId: variant.id, quantity: 2, addressId: address.id };
    const first = await post(m.ctx, m.alice, '/api/mall/orders', body, 'order-1');
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
    const retry = await post(m.ctx, m.alice, '/api/mall/orders', body, 'order-1');
    expect(retry.json().data.id).toBe(order.id);
    expect((await balanceOf(m.ctx, m.alice, 'USDB')).available).toBe(110n * T);
    const after = await m.productBySlug('Hoodie');
    expect(after.variants.find((v: { id: string }) => v.id === variant.id).stock).toBe(18);
    const history = (await get(m.ctx, m.alice, '/api/assets/history?asset=USDB')).data.items;
    expect(history[0]).toMatchObject({
      kind: 'mall_purchase',
      ref: { type: 'mall_order', id: order.id },
      delta: (-90n * T).toString(),
    });

    const missingKey = await m.ctx.app.inject({
      method: 'POST',
      url: '/api/mall/orders',
      headers: { authorization: `Bearer ${m.alice.token}` },
      payload: body,
    });
    expect(missingKey.json().code).toBe(40026);
    for (const quantity of [0, 100, 1.5]) {
      const res = await post(m.ctx, m.alice, '/api/mall/orders', { ...body, quantity });
      expect(res.json().code, String(quantity)).toBe(quantity === 1.5 ? 40000 : 40055);
    }
    const watch = await m.productBySlug('Smart Watch');
    const soldOut = watch.variants.find((v: { stock: number }) => v.stock === 0);
    const noStock = await post(m.ctx, m.alice, '/api/mall/orders', {
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
    const wrongVariant = await post(m.ctx, m.alice, '/api/mall/orders', { ...body, productId: watch.id });
    expect(wrongVariant.json().code).toBe(40056);
  });

  it('refuses an order the balance cannot pay and keeps the stock', async () => {
    const user = await newUser(m.ctx);
    const address = (await m.addAddress(user)).data;
    const lamp = await m.productBySlug('Desk Lamp');
    const res = await post(m.ctx, user, '/api/mall/orders', {
      productId: lamp.id,
      variantId: lamp.variants[0].id,
      quantity: 1,
      addressId: address.id,
    });
    expect(res.json().code).toBe(40020);
    expect((await m.productBySlug('Desk Lamp')).stock).toBe(lamp.stock);
    expect((await get(m.ctx, user, '/api/mall/orders')).data.total).toBe(0);
  });

  it('cancels a paid order with exactly one refund, then refuses to cancel again', async () => {
    const mug = await m.productBySlug('Ceramic Mug');
    const address = (await get(m.ctx, m.alice, '/api/mall/addresses')).data[0];
    const before = (await balanceOf(m.ctx, m.alice, 'USDT')).available;
    const order = (
      await post(m.ctx, m.alice, '/api/mall/orders', {
        productId: mug.id,
        variantId: mug.variants[0].id,
        quantity: 3,
        addressId: address.id,
      })
    ).json().data;
    expect((await balanceOf(m.ctx, m.alice, 'USDT')).available).toBe(before - 36n * T);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(m.ctx, m.alice, `/api/mall/orders/${order.id}/cancel`, {}, `cancel-${order.id}`),
      ),
    );
    expect(cancels.map((r) => r.json().data?.status)).toEqual(Array(5).fill('cancelled'));
    const again = await m.send(m.alice, 'POST', `/api/mall/orders/${order.id}/cancel`);
    expect([again.statusCode, again.json().code]).toEqual([409, 40941]);
    expect((await balanceOf(m.ctx, m.alice, 'USDT')).available).toBe(before);
    const refunds = await m.ctx.db.query(
      "SELECT 1 FROM ledger_transfers WHERE kind = 'mall_refund' AND ref = $1",
      [`mall_order:${order.id}`],
    );
    expect(refunds).toHaveLength(1);
    expect((await m.productBySlug('Ceramic Mug')).stock).toBe(mug.stock);
    const detail = (await get(m.ctx, m.alice, `/api/mall/orders/${order.id}`)).data;
    expect(detail).toMatchObject({ status: 'cancelled', refunded: true });
    const filtered = (await get(m.ctx, m.alice, '/api/mall/orders?status=cancelled')).data.items;
    expect(filtered.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await transparency(m.ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('lets the operator ship and add logistics events until delivered; shipped orders cannot be cancelled', async () => {
    const lamp = await m.productBySlug('Desk Lamp');
    const address = (await get(m.ctx, m.alice, '/api/mall/addresses')).data[0];
    const order = (
      await post(m.ctx, m.alice, '/api/mall/orders', {
        productId: lamp.id,
        variantId: lamp.variants[0].id,
        quantity: 1,
        addressId: address.id,
      })
    ).json().data;
    const early = await m.operator(`/mall/orders/${order.id}/events`, {
      text: 'In transit',
      operator: 'ops',
    });
    expect(early.json().code).toBe(40943);
    const noToken = await m.ctx.app.inject({
      method: 'POST',
      url: `/api/operator/mall/orders/${order.id}/ship`,
      headers: { authorization: `Bearer ${m.alice.token}` },
      payload: { carrier: 'DHL', trackingNumber: 'JD0123', operator: 'ops' },
    });
    expect(noToken.json().code).toBe(40300);
    const shipped = await m.operator(`/mall/orders/${order.id}/ship`, {
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
        await m.operator(`/mall/orders/${order.id}/ship`, {
          carrier: 'DHL',
          trackingNumber: 'JD0123',
          operator: 'ops',
        })
      ).json().code,
    ).toBe(40942);
    const cancel = await m.send(m.alice, 'POST', `/api/mall/orders/${order.id}/cancel`);
    expect(cancel.json().code).toBe(40941);
    await m.operator(`/mall/orders/${order.id}/events`, {
      text: 'Left the warehouse',
      location: 'Lisbon',
      operator: 'ops',
    });
    const done = await m.operator(`/mall/orders/${order.id}/events`, {
      text: 'Delivered to the door',
      delivered: true,
      operator: 'ops',
    });
    expect(done.json().data).toMatchObject({ status: 'delivered' });
    const detail = (await get(m.ctx, m.alice, `/api/mall/orders/${order.id}`)).data;
    expect(detail.events.map((e: { text: string; location: string | null }) => [e.text, e.location])).toEqual(
      [
        ['Delivered to the door', null],
        ['Left the warehouse', 'Lisbon'],
      ],
    );
    expect(detail.deliveredAt).not.toBeNull();
  });
});
