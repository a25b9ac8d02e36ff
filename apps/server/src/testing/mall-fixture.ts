import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { seedMallProducts } from '../scripts/seed-mall';
import { deposit, newUser, post, T, type TestUser } from './money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from './test-app';
import type { Backend } from './test-db';

export const ADDRESS = {
  name: 'Ana Silva',
  phone: '+351 912 345 678',
  region: 'Portugal, Lisboa',
  street: 'Rua Augusta 100',
  postcode: '1100-053',
};

/**
 * The mall's API suites on one fresh database per file: the seeded products, two users with
 * 1,000 USDT each, and the calls the tests make. Registers its own beforeAll/afterAll; the fields
 * are set once the suite has started.
 */
export function mallFixture(backend: Backend) {
  const m = {
    ctx: undefined as unknown as TestContext,
    alice: undefined as unknown as TestUser,
    bob: undefined as unknown as TestUser,
    send: (user: TestUser, method: 'PUT' | 'DELETE' | 'POST', url: string, body?: object) =>
      m.ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
        ...(body ? { payload: body } : {}),
      }),
    operator: (url: string, body: object) =>
      m.ctx.app.inject({
        method: 'POST',
        url: `/api/operator${url}`,
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
        payload: body,
      }),
    productBySlug: async (name: string) => {
      const { data } = (
        await m.ctx.app.inject({ method: 'GET', url: `/api/mall/products?q=${encodeURIComponent(name)}` })
      ).json();
      const id: string = data.items[0].id;
      return (await m.ctx.app.inject({ method: 'GET', url: `/api/mall/products/${id}` })).json().data;
    },
    addAddress: async (user: TestUser, body: object = ADDRESS) =>
      (await post(m.ctx, user, '/api/mall/addresses', body)).json(),
  };
  beforeAll(async () => {
    m.ctx = await createTestApp(backend);
    await seedMallProducts(m.ctx.db);
    m.alice = await newUser(m.ctx);
    m.bob = await newUser(m.ctx);
    await m.ctx.db.transaction(async (tx) => {
      await deposit(tx, m.alice.account.address, 1000n * T);
      await deposit(tx, m.bob.account.address, 1000n * T);
    });
  });
  afterAll(async () => {
    await m.ctx.close();
  });
  return m;
}
