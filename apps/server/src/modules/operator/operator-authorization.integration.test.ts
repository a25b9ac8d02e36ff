import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMallProducts } from '../../scripts/seed-mall';
import { deposit, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import {
  createTestApp,
  operatorSignIn,
  TEST_OPERATOR_ACCOUNT,
  TEST_OPERATOR_TOKEN,
  TEST_SECOND_OPERATOR_ACCOUNT,
  type TestContext,
} from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { publishAnnouncement } from '../announcements/announcements-service';

/**
 * Walks the route table: every operator route (tagged `operator` or under /api/operator, however
 * it is guarded) answers 401 with the envelope (1012) to no token or one that opens nothing, and
 * 403 (40300) to a user's valid token, and changes nothing; every operator route that changes
 * something leaves exactly one audit row naming the operator, the action and the request. A new
 * operator route fails here until it is guarded, and, if it writes, until it has an example below.
 */
type Route = { method: string; url: string; secured: boolean; operator: boolean };
/** A valid request; `action` undefined for a POST that only reads (it must audit nothing). */
type Example = { body?: object | (() => object); action?: string; target?: () => string };

const bodyOf = (example: Example | undefined): object =>
  typeof example?.body === 'function' ? example.body() : (example?.body ?? {});

/** Tables whose rows an operator route could change; the walk checks none of them moved. */
const WATCHED = [
  'operator_audit',
  'operator_sessions',
  'withdrawals',
  'ledger_transfers',
  'balance_adjustments',
  'announcements',
  'exrights_events',
  'exrights_issuance',
  'settlements',
  'mall_orders',
  'mall_logistics_events',
];
/** Values an operator route could change in place, read as one string each. */
const WATCHED_VALUES = {
  withdrawals: "string_agg(id || ':' || status, ',' ORDER BY id)",
  mall_orders: "string_agg(id || ':' || status, ',' ORDER BY id)",
  mall_products: "string_agg(id || ':' || price || ':' || on_sale, ',' ORDER BY id)",
  mall_product_variants: "string_agg(id || ':' || stock, ',' ORDER BY id)",
  announcements: "string_agg(id || ':' || banner, ',' ORDER BY id)",
  rules_versions: "string_agg(version::text, ',' ORDER BY version)",
  payout_switch: "string_agg(stopped::text, ',')",
};

describe.each(testBackends())('operator authorization on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let ids: Record<
    'withdrawal' | 'reviewing' | 'order' | 'product' | 'variant' | 'day' | 'announcement',
    string
  >;
  const routes: Route[] = [];

  /** A valid request to each writing operator route, made with the state built in beforeAll. */
  const examples = (): Record<string, Example> => ({
    'POST /api/operator/logout': { action: 'operator.logout', target: () => 'operator:' },
    'POST /api/operator/withdrawals/:id/approve': {
      action: 'withdrawal.approve',
      target: () => `withdrawal:${ids.withdrawal}`,
      body: {},
    },
    'POST /api/operator/withdrawals/:id/reject': {
      action: 'withdrawal.reject',
      target: () => `withdrawal:${ids.reviewing}`,
      body: { reason: 'Payout address belongs to a mixer' },
    },
    'POST /api/operator/mall/orders/:id/ship': {
      action: 'mall.ship',
      target: () => `mall_order:${ids.order}`,
      body: { carrier: 'DHL', trackingNumber: 'JD0123', operator: 'ops' },
    },
    'POST /api/operator/mall/orders/:id/events': {
      action: 'mall.event',
      target: () => `mall_order:${ids.order}`,
      body: { text: 'Delivered to the door', delivered: true, operator: 'ops' },
    },
    'POST /api/operator/mall/products/:id': {
      action: 'mall.product',
      target: () => `mall_product:${ids.product}`,
      body: { onSale: false },
    },
    'POST /api/operator/mall/variants/:id/stock': {
      action: 'mall.stock',
      target: () => `mall_variant:${ids.variant}`,
      body: { stock: 42 },
    },
    'POST /api/operator/announcements': {
      action: 'announcement.publish',
      target: () => 'announcement:new',
      body: { title: 'Maintenance', body: 'Sunday 02:00 UTC' },
    },
    'POST /api/operator/announcements/:id/banner': {
      action: 'announcement.banner',
      target: () => `announcement:${ids.announcement}`,
      body: { banner: true },
    },
    'POST /api/operator/exrights/issuance': {
      action: 'exrights.issuance',
      target: () => 'exrights:issuance',
      body: { totalSupply: (1000n * T).toString(), issued: (10n * T).toString() },
    },
    'POST /api/operator/exrights/events': {
      action: 'exrights.event',
      target: () => 'exrights:events',
      body: { happenedAt: '2026-11-01T00:00:00Z', title: 'First ex-rights' },
    },
    'POST /api/operator/settlements': {
      action: 'settlement.run',
      target: () => `settlement:${ids.day}`,
      body: { day: ids.day },
    },
    'POST /api/operator/pool/reward': {
      action: 'pool.reward',
      target: () => 'pool:funding',
      body: { amount: (5n * T).toString() },
    },
    'POST /api/operator/rules/preview': { body: () => rulesBody('60') },
    'POST /api/operator/rules': {
      action: 'rules.version',
      target: () => 'rules',
      body: () => rulesBody('70'),
    },
    'POST /api/operator/payouts/stop': { action: 'payouts.stop', target: () => 'payouts', body: {} },
    'POST /api/operator/payouts/start': { action: 'payouts.start', target: () => 'payouts', body: {} },
    'POST /api/operator/users/:address/adjustments': {
      action: 'user.adjust',
      target: () => `user:${alice.account.address}`,
      body: { asset: 'USDT', amount: (3n * T).toString(), reason: 'Refund of a duplicated fee' },
    },
  });

  /** The rules in force with the rarest box prize's weight changed, effective in a day. */
  const rulesBody = (weight: string) => {
    const rules = structuredClone(inForce) as { boxes: { prizeWeights: string[] } };
    rules.boxes.prizeWeights[9] = weight;
    return { rules, effectiveAt: new Date(ctx.clock.now.getTime() + 86_400_000).toISOString() };
  };
  let inForce: Record<string, unknown>;
  const auditCount = async () => (await ctx.db.query('SELECT id FROM operator_audit')).length;

  const fill = (url: string) =>
    url.replace(':address', alice.account.address).replace(':day', ids.day).replace(':id', idFor(url));

  const idFor = (url: string) => {
    if (url.includes('/announcements/')) return ids.announcement;
    if (url.includes('/mall/products/')) return ids.product;
    if (url.includes('/mall/variants/')) return ids.variant;
    if (url.includes('/mall/')) return ids.order;
    return url.includes('/reject') ? ids.reviewing : ids.withdrawal;
  };

  const counts = async () => {
    const out: Record<string, number | string> = {};
    for (const table of WATCHED) {
      const [row] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      out[table] = Number(row?.n);
    }
    for (const [table, value] of Object.entries(WATCHED_VALUES)) {
      const [row] = await ctx.db.query<{ s: string | null }>(`SELECT ${value} AS s FROM ${table}`);
      out[`${table} values`] = row?.s ?? '';
    }
    return out;
  };

  beforeAll(async () => {
    const seen = (route: RouteOptions) => {
      const schema = route.schema as { security?: unknown; tags?: string[] } | undefined;
      const operator = route.url.startsWith('/api/operator/') || Boolean(schema?.tags?.includes('operator'));
      const secured = Array.isArray(schema?.security);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') routes.push({ method, url: route.url, secured, operator });
    };
    ctx = await createTestApp(backend, {
      onRoute: seen,
    });
    await seedMallProducts(ctx.db);
    alice = await newUser(ctx);
    await ctx.db.transaction(async (tx) => {
      await deposit(tx, alice.account.address, 5000n * T);
      await deposit(tx, alice.account.address, 500n * T, 'USDB');
    });
    const withdraw = async () =>
      (await post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount: (1500n * T).toString() })).json().data
        .id;
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/mall/products?q=Hoodie' })).json()
      .data;
    const product = (
      await ctx.app.inject({ method: 'GET', url: `/api/mall/products/${products.items[0].id}` })
    ).json().data;
    const address = (
      await post(ctx, alice, '/api/mall/addresses', {
        name: 'Ana Silva',
        phone: '+351 912 345 678',
        region: 'Portugal, Lisboa',
        street: 'Rua Augusta 100',
        postcode: '1100-053',
      })
    ).json().data;
    const order = (
      await post(ctx, alice, '/api/mall/orders', {
        productId: product.id,
        variantId: product.variants.find((v: { stock: number }) => v.stock > 0).id,
        quantity: 1,
        addressId: address.id,
      })
    ).json().data;
    const yesterday = new Date(ctx.clock.now.getTime() - 36 * 3600 * 1000).toISOString().slice(0, 10);
    ids = {
      withdrawal: await withdraw(),
      reviewing: await withdraw(),
      order: order.id,
      product: product.id,
      variant: order.variantId ?? product.variants[0].id,
      day: yesterday,
      announcement: (await publishAnnouncement(ctx.db, { title: 'Hello', body: 'First' }, ctx.clock.now)).id,
    };
    inForce = (await ctx.app.inject({ method: 'GET', url: '/api/transparency/rules' })).json().data.rules;
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The operator routes but the sign-in, the one open to a wallet without a token. */
  const operatorRoutes = () => routes.filter((r) => r.operator && r.url !== '/api/operator/login');
  /** Calls an operator route with a valid example request and the given Authorization header. */
  const callAs = (route: Route, authorization: string | undefined) =>
    ctx.app.inject({
      method: route.method as 'GET' | 'POST',
      url: fill(route.url),
      headers: { ...(authorization ? { authorization } : {}), 'idempotency-key': randomUUID() },
      ...(route.method === 'POST' ? { payload: bodyOf(examples()[`${route.method} ${route.url}`]) } : {}),
    });

  it('finds the operator routes, each declaring a token but the sign-in', () => {
    expect(operatorRoutes().length).toBeGreaterThanOrEqual(18);
    const open = routes.filter((r) => r.operator && !r.secured).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual(['POST /api/operator/login']);
  });

  it('answers 401 with the envelope to no token or one that opens nothing on every operator route', async () => {
    // Tokens that were valid once: an operator session signed out, a user session signed out.
    const signedOut = (await operatorSignIn(ctx)).json().data.token as string;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/operator/logout',
          headers: { authorization: `Bearer ${signedOut}` },
        })
      ).json().code,
    ).toBe(10000);
    const mallory = await newUser(ctx);
    expect((await post(ctx, mallory, '/api/logout', {})).json().code).toBe(10000);
    const before = await counts();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of operatorRoutes()) {
      for (const [name, authorization] of [
        ['no token', undefined],
        ['garbage', 'Bearer garbage-token'],
        ['basic', 'Basic Zm9vOmJhcg=='],
        ['operator signed out', `Bearer ${signedOut}`],
        ['user signed out', `Bearer ${mallory.token}`],
      ] as const) {
        const res = await callAs(route, authorization);
        const label = `${route.method} ${route.url} (${name})`;
        answers.push(`${label}: ${res.statusCode} ${res.json().code} ${res.json().data}`);
        expected.push(`${label}: 401 1012 null`);
      }
    }
    expect(answers).toEqual(expected);
    expect(await counts()).toEqual(before);
  });

  it('answers 403 with the envelope to a user token on every operator route, and changes nothing', async () => {
    const before = await counts();
    for (const route of operatorRoutes()) {
      const key = `${route.method} ${route.url}`;
      const res = await callAs(route, `Bearer ${alice.token}`);
      expect(res.statusCode, key).toBe(403);
      expect(res.json(), key).toMatchObject({ code: 40300, data: null });
    }
    expect(await counts()).toEqual(before);
  });

  it('has an example for every writing operator route, and each leaves its audit row', async () => {
    const writing = operatorRoutes().filter((r) => r.method !== 'GET');
    const table = examples();
    expect(writing.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(table).sort());
    const session = (await operatorSignIn(ctx, TEST_SECOND_OPERATOR_ACCOUNT)).json().data;
    // Logout last: it ends the wallet session the others use.
    const ordered = [...writing].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const [i, route] of ordered.entries()) {
      const key = `${route.method} ${route.url}`;
      const example = table[key];
      if (!example) throw new Error(`no example for ${key}`);
      // Alternate two operators' sessions: each is audited as its own wallet.
      const viaWallet = i % 2 === 0 || route.url.endsWith('/logout');
      const auditedBefore = await auditCount();
      const res = await ctx.app.inject({
        method: 'POST',
        url: fill(route.url),
        headers: {
          authorization: `Bearer ${viaWallet ? session.token : TEST_OPERATOR_TOKEN}`,
          'idempotency-key': randomUUID(),
        },
        payload: bodyOf(example),
      });
      expect(res.json(), key).toMatchObject({ code: 10000 });
      if (!example.action || !example.target) {
        expect(await auditCount(), `${key} only reads`).toBe(auditedBefore);
        continue;
      }
      expect(await auditCount(), key).toBe(auditedBefore + 1);
      const [row] = await ctx.db.query<{ actor: string; action: string; target: string; request_id: string }>(
        'SELECT actor, action, target, request_id FROM operator_audit ORDER BY id DESC LIMIT 1',
      );
      const expectedActor = viaWallet ? session.operator.actor : TEST_OPERATOR_ACCOUNT.address;
      const target = example.target();
      expect(row, key).toEqual({
        actor: expectedActor,
        action: example.action,
        target: target === 'operator:' ? `operator:${session.operator.actor}` : target,
        request_id: res.headers['x-request-id'],
      });
    }
  });
});
