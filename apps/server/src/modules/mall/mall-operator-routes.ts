import {
  orderDetailSchema,
  orderEventBodySchema,
  orderSchema,
  orderStatusSchema,
  shipOrderBodySchema,
} from '@woohoo/shared/api/mall';
import { idParamsSchema } from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { addLogisticsEvent, listOrdersForOperator, shipOrder } from './order-service';

/**
 * The operator's side of the mall (issue 9, item 3), under /api/operator and its token: list
 * orders, ship a paid order with carrier and tracking number, add logistics events.
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
          querystring: z.strictObject({
            status: z.union([orderStatusSchema, z.literal('all')]).default('paid'),
            limit: z.coerce.number().int().min(1).max(1000).default(50),
          }),
          response: responses(z.array(orderSchema), [403]),
        },
      },
      async (request) => {
        const { status, limit } = request.query;
        return ok(await listOrdersForOperator(db, status === 'all' ? null : status, limit));
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
      async (request) => ok(await shipOrder(db, request.params.id, request.body)),
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
      async (request) => ok(await addLogisticsEvent(db, request.params.id, request.body)),
    );
  };
}
