import {
  addressBodySchema,
  createOrderBodySchema,
  deliveryAddressSchema,
  orderDetailSchema,
  orderSchema,
  ordersQuerySchema,
  productSchema,
  productSummarySchema,
  productsQuerySchema,
} from '@woohoo/shared/api/mall';
import { idempotencyHeadersSchema, idParamsSchema, pageSchema } from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import {
  addAddress,
  chooseDefaultAddress,
  listAddresses,
  modifyAddress,
  removeAddress,
} from './address-service';
import { selectProduct, selectProducts, selectVariants } from './mall-repository';
import { toProduct, toProductSummary } from './mall-views';
import { cancelOrder, listOrders, orderDetail, placeOrder } from './order-service';

const bearer = [{ bearer: [] }];

/**
 * The mall (SPEC 1, 2): /api/mall/products (public), /api/mall/orders and /api/mall/addresses (the
 * caller's own; an id of another user's order or address answers "not found", never its data).
 */
export function mallRoutes(auth: AuthDeps, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mall/products',
      {
        schema: {
          tags: ['mall'],
          summary: 'Products on sale, by category and search words, in shop order',
          querystring: productsQuerySchema,
          response: responses(pageSchema(productSummarySchema)),
        },
      },
      async (request) => {
        const { category, q, page, size } = request.query;
        const { rows, total } = await selectProducts(db, {
          category,
          q: q || undefined,
          limit: size,
          offset: (page - 1) * size,
        });
        return ok({ items: rows.map(toProductSummary), page, size, total });
      },
    );

    app.get(
      '/mall/products/:id',
      {
        schema: {
          tags: ['mall'],
          summary: 'One product with its images, description and variants (size, colour, stock)',
          params: idParamsSchema,
          response: responses(productSchema, [404]),
        },
      },
      async (request) => {
        const row = await selectProduct(db, request.params.id);
        if (!row) throw new AppError('productNotFound');
        return ok(toProduct(row, await selectVariants(db, row.id)));
      },
    );

    app.post(
      '/mall/orders',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['mall'],
          summary: 'Place an order and pay it from the available balance of the product asset',
          description:
            'Takes the pieces from stock and the total from the balance in one transaction. ' +
            '40940 Insufficient stock or 40020 Insufficient balance change nothing.',
          security: bearer,
          headers: idempotencyHeadersSchema,
          body: createOrderBodySchema,
          response: responses(orderDetailSchema, [401, 404, 409]),
        },
      },
      async (request) =>
        ok(await placeOrder(db, currentUser(request), request.body, request.headers['idempotency-key'])),
    );

    app.get(
      '/mall/orders',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['mall'],
          summary: "The caller's orders, newest first, optionally of one state",
          security: bearer,
          querystring: ordersQuerySchema,
          response: responses(pageSchema(orderSchema), [401]),
        },
      },
      async (request) => ok(await listOrders(db, currentUser(request), request.query)),
    );

    app.get(
      '/mall/orders/:id',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['mall'],
          summary: "One of the caller's orders with its logistics timeline",
          security: bearer,
          params: idParamsSchema,
          response: responses(orderDetailSchema, [401, 404]),
        },
      },
      async (request) => ok(await orderDetail(db, request.params.id, currentUser(request).id)),
    );

    app.post(
      '/mall/orders/:id/cancel',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['mall'],
          summary: 'Cancel an order that has not shipped; the total returns to the balance once',
          security: bearer,
          headers: idempotencyHeadersSchema,
          params: idParamsSchema,
          response: responses(orderDetailSchema, [401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await cancelOrder(db, currentUser(request), request.params.id, request.headers['idempotency-key']),
        ),
    );

    registerAddressRoutes(app, auth, db);
  };
}

function registerAddressRoutes(app: Parameters<FastifyPluginAsyncZod>[0], auth: AuthDeps, db: Db) {
  app.get(
    '/mall/addresses',
    {
      onRequest: requireUser(auth),
      schema: {
        tags: ['mall'],
        summary: "The caller's delivery addresses, the default first",
        security: bearer,
        response: responses(z.array(deliveryAddressSchema), [401]),
      },
    },
    async (request) => ok(await listAddresses(db, currentUser(request))),
  );

  app.post(
    '/mall/addresses',
    {
      onRequest: requireUser(auth),
      schema: {
        tags: ['mall'],
        summary: 'Add a delivery address (at most 20; the first becomes the default)',
        description: 'Each field is checked on its own and refused with its own code (40050-40054).',
        security: bearer,
        headers: idempotencyHeadersSchema,
        body: addressBodySchema,
        response: responses(deliveryAddressSchema, [401, 409]),
      },
    },
    async (request) =>
      ok(await addAddress(db, currentUser(request), request.body, request.headers['idempotency-key'])),
  );

  app.put(
    '/mall/addresses/:id',
    {
      onRequest: requireUser(auth),
      schema: {
        tags: ['mall'],
        summary: "Change one of the caller's delivery addresses",
        security: bearer,
        params: idParamsSchema,
        body: addressBodySchema,
        response: responses(deliveryAddressSchema, [401, 404]),
      },
    },
    async (request) => ok(await modifyAddress(db, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/mall/addresses/:id/default',
    {
      onRequest: requireUser(auth),
      schema: {
        tags: ['mall'],
        summary: "Make one of the caller's addresses the default",
        security: bearer,
        params: idParamsSchema,
        response: responses(deliveryAddressSchema, [401, 404]),
      },
    },
    async (request) => ok(await chooseDefaultAddress(db, currentUser(request), request.params.id)),
  );

  app.delete(
    '/mall/addresses/:id',
    {
      onRequest: requireUser(auth),
      schema: {
        tags: ['mall'],
        summary: "Delete one of the caller's addresses (orders keep their own copy)",
        security: bearer,
        params: idParamsSchema,
        response: responses(z.object({ id: z.string() }), [401, 404]),
      },
    },
    async (request) => ok(await removeAddress(db, currentUser(request), request.params.id)),
  );
}
