import { idempotencyHeadersSchema, pageSchema } from '@woohoo/shared/api/money';
import {
  stakeBodySchema,
  stakeOrderSchema,
  stakeOrdersQuerySchema,
  stakePackagesSchema,
} from '@woohoo/shared/api/stake';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { createStake, listStakeOrders, type StakeDeps, stakePackages } from './stake-service';

/**
 * USDT staking (docs/rules.md "Staking"): GET /api/stake/packages, POST /api/stake,
 * GET /api/stake/orders.
 */
export function stakeRoutes(auth: AuthDeps, deps: StakeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stake/packages',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['stake'],
          summary: 'The staking packages (days, daily rate) and amount limits of the rules in force',
          security: [{ bearer: [] }],
          response: responses(stakePackagesSchema, [401]),
        },
      },
      async () => ok(await stakePackages(deps)),
    );

    app.post(
      '/stake',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['stake'],
          summary: 'Stake USDT from the available balance into a package',
          description:
            'Errors: 40030 amount not a multiple of 10 from 10 to 1000, 40031 unknown package, 40020 balance.',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: stakeBodySchema,
          response: responses(stakeOrderSchema, [401, 409]),
        },
      },
      async (request) =>
        ok(
          await createStake(deps, currentUser(request), {
            packageId: request.body.packageId,
            amountWei: request.body.amount,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );

    app.get(
      '/stake/orders',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['stake'],
          summary: "The caller's staking orders (status active, expired or all), newest first",
          security: [{ bearer: [] }],
          querystring: stakeOrdersQuerySchema,
          response: responses(pageSchema(stakeOrderSchema), [401]),
        },
      },
      async (request) => ok(await listStakeOrders(deps, currentUser(request), request.query)),
    );
  };
}
