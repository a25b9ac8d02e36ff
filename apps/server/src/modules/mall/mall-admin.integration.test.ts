import { describe, expect, it } from 'vitest';
import { mallFixture } from '../../testing/mall-fixture';
import { deposit, post, T } from '../../testing/money-helpers';
import { TEST_OPERATOR_TOKEN } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('the mall in the operator console on %s', (backend) => {
  const m = mallFixture(backend);
  const read = async (url: string) =>
    (
      await m.ctx.app.inject({
        method: 'GET',
        url: `/api/operator${url}`,
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      })
    ).json();

  it('lists every product with its stock, changes price and sale, and counts stock; each audited', async () => {
    const all = (await read('/mall/products?size=100')).data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const hoodie = (await read('/mall/products?q=hoodie')).data.items[0];
    expect(hoodie).toMatchObject({ name: expect.stringMatching(/Hoodie/), onSale: true });
    const variant = hoodie.variants[0];

    const repriced = await m.operator(`/mall/products/${hoodie.id}`, { price: (50n * T).toString() });
    expect(repriced.json().data.price).toBe((50n * T).toString());
    const off = await m.operator(`/mall/products/${hoodie.id}`, { onSale: false });
    expect(off.json().data.onSale).toBe(false);
    // Off sale: gone from the shop window, still in the console.
    const shop = (await m.ctx.app.inject({ method: 'GET', url: '/api/mall/products?q=hoodie' })).json().data;
    expect(shop.items).toEqual([]);
    expect((await read('/mall/products?onSale=false')).data.items.map((p: { id: string }) => p.id)).toContain(
      hoodie.id,
    );
    const stocked = await m.operator(`/mall/variants/${variant.id}/stock`, { stock: 7 });
    expect(stocked.json().data.variants[0]).toMatchObject({ id: variant.id, stock: 7 });

    expect((await m.operator(`/mall/products/${hoodie.id}`, {})).statusCode).toBe(400);
    expect((await m.operator(`/mall/variants/${variant.id}/stock`, { stock: -1 })).statusCode).toBe(400);
    expect((await m.operator('/mall/products/999999', { onSale: true })).json().code).toBe(40402);
    const audit = (await read('/audit?action=mall.')).data.items;
    expect(audit).toMatchObject([
      {
        action: 'mall.stock',
        target: `mall_variant:${variant.id}`,
        before: { stock: variant.stock },
        after: { stock: 7 },
      },
      { action: 'mall.product', before: { onSale: true }, after: { onSale: false } },
      { action: 'mall.product', before: { price: hoodie.price }, after: { price: (50n * T).toString() } },
    ]);
    await m.operator(`/mall/products/${hoodie.id}`, { onSale: true });
  });

  it('pages the orders by state', async () => {
    const hoodie = await m.productBySlug('Hoodie');
    const address = (await m.addAddress(m.bob)).data;
    await m.ctx.db.transaction((tx) => deposit(tx, m.bob.account.address, 1000n * T, 'USDB'));
    const variant = hoodie.variants.find((v: { stock: number }) => v.stock > 0);
    for (let i = 0; i < 3; i++) {
      const body = { productId: hoodie.id, variantId: variant.id, quantity: 1, addressId: address.id };
      expect((await post(m.ctx, m.bob, '/api/mall/orders', body)).json().code).toBe(10000);
    }
    const page = (await read('/mall/orders?status=paid&size=2&page=2')).data;
    expect(page).toMatchObject({ page: 2, size: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.length).toBeGreaterThanOrEqual(1);
    expect((await read('/mall/orders?status=delivered')).data).toMatchObject({ total: 0, items: [] });
  });
});
