import { mallEndpoints } from '@woohoo/shared/endpoints/mall';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
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

/**
 * The mall (SPEC 1, 2): /api/mall/products (public), /api/mall/orders and /api/mall/addresses (the
 * caller's own; an id of another user's order or address answers "not found", never its data).
 */
export function mallRoutes(auth: AuthDeps, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(auth);
    route(app, mallEndpoints.products, {}, async (request) => {
      const { category, q, page, size } = request.query;
      const { rows, total } = await selectProducts(db, {
        category,
        q: q || undefined,
        limit: size,
        offset: (page - 1) * size,
      });
      return { items: rows.map(toProductSummary), page, size, total };
    });

    route(app, mallEndpoints.product, {}, async (request) => {
      const row = await selectProduct(db, request.params.id);
      if (!row) throw new AppError('productNotFound');
      return toProduct(row, await selectVariants(db, row.id));
    });

    route(app, mallEndpoints.createOrder, { guard }, async (request) =>
      placeOrder(db, currentUser(request), request.body, request.headers['idempotency-key']),
    );

    route(app, mallEndpoints.orders, { guard }, async (request) =>
      listOrders(db, currentUser(request), request.query),
    );

    route(app, mallEndpoints.order, { guard }, async (request) =>
      orderDetail(db, request.params.id, currentUser(request).id),
    );

    route(app, mallEndpoints.cancelOrder, { guard }, async (request) =>
      cancelOrder(db, currentUser(request), request.params.id, request.headers['idempotency-key']),
    );

    registerAddressRoutes(app, auth, db);
  };
}

function registerAddressRoutes(app: FastifyInstance, auth: AuthDeps, db: Db) {
  const guard = requireUser(auth);
  route(app, mallEndpoints.addresses, { guard }, async (request) => listAddresses(db, currentUser(request)));

  route(app, mallEndpoints.addAddress, { guard }, async (request) =>
    addAddress(db, currentUser(request), request.body, request.headers['idempotency-key']),
  );

  route(app, mallEndpoints.changeAddress, { guard }, async (request) =>
    modifyAddress(db, currentUser(request), request.params.id, request.body),
  );

  route(app, mallEndpoints.setDefaultAddress, { guard }, async (request) =>
    chooseDefaultAddress(db, currentUser(request), request.params.id),
  );

  route(app, mallEndpoints.deleteAddress, { guard }, async (request) =>
    removeAddress(db, currentUser(request), request.params.id),
  );
}
