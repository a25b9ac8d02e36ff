import { idempotencyHeadersSchema, transferBodySchema, transferRecordSchema } from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { transfer } from './transfer-service';

export function transferRoutes(auth: AuthDeps, deps: { db: Db; feeBps: bigint }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/transfer',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: 'Transfer to another registered wallet; the fee comes out of the amount',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: transferBodySchema,
          response: responses(transferRecordSchema, [401, 409]),
        },
      },
      async (request) =>
        ok(
          await transfer(deps, currentUser(request), {
            asset: request.body.asset,
            amountWei: request.body.amount,
            to: request.body.to,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );
  };
}
