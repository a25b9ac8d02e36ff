import { nodesEndpoints } from '@woohoo/shared/endpoints/nodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { listNodeOrders, type NodeDeps, nodesOverview, purchaseNodes } from './node-service';

/**
 * The node sale (docs/rules.md "Node sale"): GET /api/nodes, POST /api/nodes/purchase,
 * GET /api/nodes/orders.
 */
export function nodeRoutes(auth: AuthDeps, deps: NodeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, nodesEndpoints.overview, { guard: requireUser(auth) }, async (request) =>
      nodesOverview(deps, currentUser(request)),
    );

    route(app, nodesEndpoints.purchase, { guard: requireUser(auth) }, async (request) =>
      purchaseNodes(deps, currentUser(request), {
        kind: request.body.kind,
        shares: request.body.shares,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );

    route(app, nodesEndpoints.orders, { guard: requireUser(auth) }, async (request) =>
      listNodeOrders(deps, currentUser(request), request.query),
    );
  };
}
