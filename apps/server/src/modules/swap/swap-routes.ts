import { swapEndpoints } from '@woohoo/shared/endpoints/swap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { swap } from './swap-service';

export function swapRoutes(auth: AuthDeps, deps: { db: Db; feeBps: bigint }): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, swapEndpoints.create, { guard: requireUser(auth) }, async (request) =>
      swap(deps, currentUser(request), {
        amountWei: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );
  };
}
