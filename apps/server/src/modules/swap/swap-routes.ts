import { idempotencyHeadersSchema, swapBodySchema, swapRecordSchema } from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { swap } from './swap-service';

export function swapRoutes(auth: AuthDeps, deps: { db: Db; feeBps: bigint }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/swap',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: 'Instant swap USDT -> USDB at 1:1 minus the swap fee',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: swapBodySchema,
          response: responses(swapRecordSchema, [401, 409]),
        },
      },
      async (request) =>
        ok(
          await swap(deps, currentUser(request), {
            amountWei: request.body.amount,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );
  };
}
