import { woohooEndpoints } from '@woohoo/shared/endpoints/woohoo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { buyWoohoo, listPositions, type WoohooDeps, woohooPhases } from './woohoo-service';

/**
 * The locked $WOOHOO sale and positions (docs/rules.md "Locked $WOOHOO sale and locked
 * positions").
 */
export function woohooRoutes(auth: AuthDeps, deps: WoohooDeps): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, woohooEndpoints.phases, { guard: requireUser(auth) }, async () => woohooPhases(deps));

    route(app, woohooEndpoints.buy, { guard: requireUser(auth) }, async (request) =>
      buyWoohoo(deps, currentUser(request), {
        amountWei: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );

    route(app, woohooEndpoints.positions, { guard: requireUser(auth) }, async (request) =>
      listPositions(deps, currentUser(request)),
    );
  };
}
