import { transferEndpoints } from '@woohoo/shared/endpoints/transfer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { transfer } from './transfer-service';

export function transferRoutes(auth: AuthDeps, deps: { db: Db; feeBps: bigint }): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, transferEndpoints.create, { guard: requireUser(auth) }, async (request) =>
      transfer(deps, currentUser(request), {
        asset: request.body.asset,
        amountWei: request.body.amount,
        to: request.body.to,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );
  };
}
