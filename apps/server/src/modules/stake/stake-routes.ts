import { stakeEndpoints } from '@woohoo/shared/endpoints/stake';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { createStake, listStakeOrders, type StakeDeps, stakePackages } from './stake-service';

/**
 * USDT staking (docs/rules.md "Staking"): GET /api/stake/packages, POST /api/stake,
 * GET /api/stake/orders.
 */
export function stakeRoutes(auth: AuthDeps, deps: StakeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, stakeEndpoints.packages, { guard: requireUser(auth) }, async () => stakePackages(deps));

    route(app, stakeEndpoints.create, { guard: requireUser(auth) }, async (request) =>
      createStake(deps, currentUser(request), {
        packageId: request.body.packageId,
        amountWei: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );

    route(app, stakeEndpoints.orders, { guard: requireUser(auth) }, async (request) =>
      listStakeOrders(deps, currentUser(request), request.query),
    );
  };
}
