import { operatorPoolEndpoints } from '@woohoo/shared/endpoints/operator-pool';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { auditActor, audited } from '../operator/operator-audit';
import type { OperatorHook } from '../operator/operator-auth';
import { poolRewardRequest, requestPoolReward } from './pool-reward-service';

/**
 * POST /api/operator/pool/reward (docs/rules.md "The on-chain pool"): the operator asks for a
 * reward for the on-chain pool's stakers, `npm run operator -- pool reward <BHC>`. The request is
 * recorded and answered `requested`; the payout worker signs and sends it, so this process needs
 * no key. GET /api/operator/pool/rewards/:id follows it to `confirmed` or `failed`.
 */
export function poolOperatorRoutes(guard: OperatorHook, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorPoolEndpoints.reward, { guard }, async (request) => {
      const who = auditActor(request);
      const { amount } = request.body;
      return audited(db, who, { action: 'pool.reward', target: 'pool:funding' }, async (tx) => {
        const requested = await requestPoolReward(tx, amount, who.actor);
        return {
          result: requested,
          before: null,
          after: { request: requested.id, amount, state: requested.state },
        };
      });
    });
    route(app, operatorPoolEndpoints.request, { guard }, async (request) =>
      poolRewardRequest(db, request.params.id),
    );
  };
}
