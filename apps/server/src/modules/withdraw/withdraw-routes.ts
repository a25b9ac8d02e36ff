import {
  idempotencyHeadersSchema,
  withdrawalRecordSchema,
  withdrawBodySchema,
} from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { requestWithdrawal, type WithdrawDeps } from './withdraw-service';

export function withdrawRoutes(auth: AuthDeps, deps: WithdrawDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/withdraw',
      {
        preHandler: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: "Withdraw to the caller's own wallet after review",
          description:
            'Moves the amount from available to locked at once. Below the auto-approval threshold it is ' +
            'approved immediately, else an operator reviews it. The gas fee comes out of the amount.',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: withdrawBodySchema,
          response: responses(withdrawalRecordSchema, [401, 409]),
        },
      },
      async (request) =>
        ok(
          await requestWithdrawal(deps, currentUser(request), {
            asset: request.body.asset,
            amountWei: request.body.amount,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );
  };
}
