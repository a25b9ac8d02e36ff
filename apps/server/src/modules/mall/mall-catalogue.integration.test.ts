import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS, mallFixture } from '../../testing/mall-fixture';
import { deposit, get, newUser, post, T } from '../../testing/money-helpers';
import { testBackends } from '../../testing/test-db';

/**
 * The mall through HTTP: the catalogue, and delivery addresses with a clear message per field and
 * at most 20.
 */
describe.each(testBackends())('mall products and delivery addresses on %s', (backend) => {
  const m = mallFixture(backend);

  it('lists products by category and search words, and shows one with images and variants', async () => {
    const all = (await m.ctx.app.inject({ method: 'GET', url: '/api/mall/products' })).json();
    expect(all.code).toBe(10000);
    expect(all.data.total).toBe(8);
    const apparel = (
      await m.ctx.app.inject({ method: 'GET', url: '/api/mall/products?category=apparel' })
    ).json();
    expect(apparel.data.items.map((p: { name: string }) => p.name)).toEqual([
      'WOOHOO Hoodie',
      'Logo T-shirt',
    ]);
    const search = (await m.ctx.app.inject({ method: 'GET', url: '/api/mall/products?q=insulated' })).json();
    expect(search.data.items.map((p: { name: string }) => p.name)).toEqual(['Water Bottle']);
    const watch = await m.productBySlug('Smart Watch');
    expect(watch).toMatchObject({ asset: 'USDT', price: (129n * T).toString(), stock: 30 });
    expect(watch.images).toHaveLength(3);
    expect(watch.variants).toContainEqual(
      expect.objectContaining({ size: '45 mm', colour: 'Silver', stock: 0 }),
    );
    const missing = await m.ctx.app.inject({ method: 'GET', url: '/api/mall/products/999999' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 40402]);
    const bad = await m.ctx.app.inject({ method: 'GET', url: '/api/mall/products?category=food' });
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
      const res = await post(m.ctx, m.bob, '/api/mall/addresses', { ...ADDRESS, ...override });
      expect([res.statusCode, res.json().code], JSON.stringify(override)).toEqual([400, code]);
      expect(res.json().msg).toMatch(message);
    }
    const chinese = await m.ctx.app.inject({
      method: 'POST',
      url: '/api/mall/addresses',
      headers: { authorization: `Bearer ${m.bob.token}`, 'idempotency-key': randomUUID(), lang: 'zh_CN' },
      payload: { ...ADDRESS, phone: '12' },
    });
    expect(chinese.json().msg).toContain('手机号');
    const unknownField = await post(m.ctx, m.bob, '/api/mall/addresses', { ...ADDRESS, city: 'Lisboa' });
    expect(unknownField.json().code).toBe(40000);
    expect((await get(m.ctx, m.bob, '/api/mall/addresses')).data).toEqual([]);
  });

  it('adds, modifies, chooses a default and deletes addresses, at most 20', async () => {
    const user = await newUser(m.ctx);
    const first = await m.addAddress(user);
    expect(first.data).toMatchObject({ isDefault: true, phone: '+351912345678' });
    const second = await m.addAddress(user, { ...ADDRESS, name: 'Rui', isDefault: true });
    expect(second.data.isDefault).toBe(true);
    let list = (await get(m.ctx, user, '/api/mall/addresses')).data;
    expect(list.map((a: { name: string; isDefault: boolean }) => [a.name, a.isDefault])).toEqual([
      ['Rui', true],
      ['Ana Silva', false],
    ]);
    const changed = await m.send(user, 'PUT', `/api/mall/addresses/${first.data.id}`, {
      ...ADDRESS,
      street: 'Rua Nova 5',
    });
    expect(changed.json().data).toMatchObject({ street: 'Rua Nova 5', isDefault: false });
    const badEdit = await m.send(user, 'PUT', `/api/mall/addresses/${first.data.id}`, {
      ...ADDRESS,
      postcode: '',
    });
    expect(badEdit.json().code).toBe(40054);
    await m.send(user, 'POST', `/api/mall/addresses/${first.data.id}/default`);
    list = (await get(m.ctx, user, '/api/mall/addresses')).data;
    expect(list[0]).toMatchObject({ id: first.data.id, isDefault: true });
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    // Deleting the default hands the default to the oldest remaining address.
    const removed = await m.send(user, 'DELETE', `/api/mall/addresses/${first.data.id}`);
    expect(removed.json().data).toEqual({ id: first.data.id });
    list = (await get(m.ctx, user, '/api/mall/addresses')).data;
    expect(list).toEqual([expect.objectContaining({ id: second.data.id, isDefault: true })]);
    for (let i = 0; i < 19; i++) expect((await m.addAddress(user)).code).toBe(10000);
    const over = await post(m.ctx, user, '/api/mall/addresses', ADDRESS);
    expect([over.statusCode, over.json().code]).toEqual([409, 40944]);
    expect((await get(m.ctx, user, '/api/mall/addresses')).data).toHaveLength(20);
  });

  it('keeps the location of the door to 5 decimals, changes and clears it, and copies it into orders', async () => {
    const user = await newUser(m.ctx);
    const added = await m.addAddress(user, {
      ...ADDRESS,
      location: { latitude: 38.7078712, longitude: -9.1365919 },
    });
    expect(added.data.location).toEqual({ latitude: 38.70787, longitude: -9.13659 });
    const listed = (await get(m.ctx, user, '/api/mall/addresses')).data;
    expect(listed[0].location).toEqual({ latitude: 38.70787, longitude: -9.13659 });
    const withoutOne = await m.addAddress(user);
    expect(withoutOne.data.location).toBeNull();

    for (const location of [
      { latitude: 90.5, longitude: 0 },
      { latitude: 0, longitude: -181 },
      { latitude: '38.7', longitude: -9.1 },
      { latitude: 38.7 },
      { latitude: 1, longitude: 2, accuracy: 5 },
    ]) {
      const bad = await post(m.ctx, user, '/api/mall/addresses', { ...ADDRESS, location });
      expect([bad.statusCode, bad.json().code], JSON.stringify(location)).toEqual([400, 40000]);
    }

    const moved = await m.send(user, 'PUT', `/api/mall/addresses/${added.data.id}`, {
      ...ADDRESS,
      location: { latitude: -33.8568, longitude: 151.2153 },
    });
    expect(moved.json().data.location).toEqual({ latitude: -33.8568, longitude: 151.2153 });

    await m.ctx.db.transaction((tx) => deposit(tx, user.account.address, 100n * T));
    const lamp = await m.productBySlug('Desk Lamp');
    const order = await post(m.ctx, user, '/api/mall/orders', {
      productId: lamp.id,
      variantId: lamp.variants[0].id,
      quantity: 1,
      addressId: added.data.id,
    });
    expect(order.json().data.address.location).toEqual({ latitude: -33.8568, longitude: 151.2153 });

    const cleared = await m.send(user, 'PUT', `/api/mall/addresses/${added.data.id}`, {
      ...ADDRESS,
      location: null,
    });
    expect(cleared.json().data.location).toBeNull();
    const again = (await get(m.ctx, user, `/api/mall/orders/${order.json().data.id}`)).data;
    expect(again.address.location).toEqual({ latitude: -33.8568, longitude: 151.2153 });
  });
});
