import { idempotencyHeadersSchema, pageSchema } from '@woohoo/shared/api/money';
import {
  nodeOrderSchema,
  nodeOrdersQuerySchema,
  nodePurchaseBodySchema,
  nodesOverviewSchema,
} from '@woohoo/shared/api/nodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { listNodeOrders, type NodeDeps, nodesOverview, purchaseNodes } from './node-service';

/**
 * The node sale (docs/rules.md "Node sale"): GET /api/nodes, POST /api/nodes/purchase,
 * GET /api/nodes/orders.
 */
export function nodeRoutes(auth: AuthDeps, deps: NodeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/nodes',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['nodes'],
          summary: 'Every node kind with its price and remaining supply, and the caller’s holdings',
          security: [{ bearer: [] }],
          response: responses(nodesOverviewSchema, [401]),
        },
      },
      async (request) => ok(await nodesOverview(deps, currentUser(request))),
    );

    app.post(
      '/nodes/purchase',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['nodes'],
          summary: 'Buy node shares at 520 USDT each from the available USDT balance',
          description:
            'Pays the referrer 10% in USDT, +500 USDB a share and +2,500 USDB at each referral tier in the ' +
            'same transaction. Errors: 40028 quantity, 40029 not enough shares left, 40020 insufficient balance.',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: nodePurchaseBodySchema,
          response: responses(nodeOrderSchema, [401, 409]),
        },
      },
      async (request) =>
        ok(
          await purchaseNodes(deps, currentUser(request), {
            kind: request.body.kind,
            shares: request.body.shares,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );

    app.get(
      '/nodes/orders',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['nodes'],
          summary: "The caller's node orders, newest first",
          security: [{ bearer: [] }],
          querystring: nodeOrdersQuerySchema,
          response: responses(pageSchema(nodeOrderSchema), [401]),
        },
      },
      async (request) => ok(await listNodeOrders(deps, currentUser(request), request.query)),
    );
  };
}
