import { orderDetailSchema, orderEventBodySchema, shipOrderBodySchema } from '@woohoo/shared/api/mall';
import { idParamsSchema } from '@woohoo/shared/api/money';
import {
  operatorOrderPageSchema,
  operatorOrdersQuerySchema,
  operatorProductPageSchema,
  operatorProductSchema,
  operatorProductsQuerySchema,
  productChangeBodySchema,
  stockBodySchema,
} from '@woohoo/shared/api/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { auditActor, audited } from '../operator/operator-audit';
import { changeProduct, listProductsForOperator, setStock } from './mall-catalogue-admin';
import { addLogisticsEvent, listOrdersForOperator, orderDetail, shipOrder } from './order-service';

/**
 * The operator's side of the mall, under /api/operator and its guard: list orders, ship a paid
 * order with carrier and tracking number, add logistics events; each change audited (docs/rules.md
 * "Operators, the audit and balance adjustments") under the acting operator's name.
 */
export function mallOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/operator/mall/orders',
      {
        schema: {
          tags: ['operator'],
          summary: 'Mall orders by state, oldest first',
          security: [{ bearer: [] }],
          querystring: operatorOrdersQuerySchema,
          response: responses(operatorOrderPageSchema, [403]),
        },
      },
      async (request) => {
        const { status, page, size } = request.query;
        const found = await listOrdersForOperator(
          db,
          status === 'all' ? null : status,
          size,
          (page - 1) * size,
        );
        return ok({ ...found, page, size });
      },
    );
    app.get(
      '/operator/mall/products',
      {
        schema: {
          tags: ['operator'],
          summary: 'Every product, on sale or not, with each variant and its stock; paged',
          security: [{ bearer: [] }],
          querystring: operatorProductsQuerySchema,
          response: responses(operatorProductPageSchema, [403]),
        },
      },
      async (request) => {
        const { page, size, ...filter } = request.query;
        const found = await listProductsForOperator(db, filter, size, (page - 1) * size);
        return ok({ ...found, page, size });
      },
    );
    app.post(
      '/operator/mall/products/:id',
      {
        schema: {
          tags: ['operator'],
          summary: "Change a product's price or take it on or off sale",
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: productChangeBodySchema,
          response: responses(operatorProductSchema, [403, 404]),
        },
      },
      async (request) => {
        const what = { action: 'mall.product', target: `mall_product:${request.params.id}` };
        const change = (tx: Db) => changeProduct(tx, request.params.id, request.body);
        return ok(await audited(db, auditActor(request), what, change));
      },
    );
    app.post(
      '/operator/mall/variants/:id/stock',
      {
        schema: {
          tags: ['operator'],
          summary: "Set a variant's stock to a counted figure",
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: stockBodySchema,
          response: responses(operatorProductSchema, [403, 400]),
        },
      },
      async (request) => {
        const what = { action: 'mall.stock', target: `mall_variant:${request.params.id}` };
        const change = (tx: Db) => setStock(tx, request.params.id, request.body.stock);
        return ok(await audited(db, auditActor(request), what, change));
      },
    );
    app.post(
      '/operator/mall/orders/:id/ship',
      {
        schema: {
          tags: ['operator'],
          summary: 'Ship a paid order: carrier and tracking number',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: shipOrderBodySchema,
          response: responses(orderDetailSchema, [403, 404, 409]),
        },
      },
      async (request) => {
        const who = auditActor(request, request.body.operator);
        const { id } = request.params;
        const what = { action: 'mall.ship', target: `mall_order:${id}` };
        return ok(
          await audited(db, who, what, async (tx) => {
            const before = await orderDetail(tx, id);
            const after = await shipOrder(tx, id, { ...request.body, operator: who.actor });
            return { result: after, before: { status: before.status }, after: request.body };
          }),
        );
      },
    );
    app.post(
      '/operator/mall/orders/:id/events',
      {
        schema: {
          tags: ['operator'],
          summary: 'Add a logistics event to a shipped order; `delivered: true` marks it delivered',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: orderEventBodySchema,
          response: responses(orderDetailSchema, [403, 404, 409]),
        },
      },
      async (request) => {
        const who = auditActor(request, request.body.operator);
        const { id } = request.params;
        const what = { action: 'mall.event', target: `mall_order:${id}` };
        return ok(
          await audited(db, who, what, async (tx) => {
            const before = await orderDetail(tx, id);
            const after = await addLogisticsEvent(tx, id, { ...request.body, operator: who.actor });
            return { result: after, before: { status: before.status }, after: request.body };
          }),
        );
      },
    );
  };
}
