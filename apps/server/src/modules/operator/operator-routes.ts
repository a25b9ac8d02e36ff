import { idParamsSchema, RECORD_STATUSES, recordStatusSchema } from '@woohoo/shared/api/money';
import {
  approveBodySchema,
  rejectBodySchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
} from '@woohoo/shared/api/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { mallOperatorRoutes } from '../mall/mall-operator-routes';
import { approveWithdrawal, lockWithdrawal, rejectWithdrawal } from '../withdraw/withdraw-service';
import { auditActor, audited } from './operator-audit';
import type { OperatorHook } from './operator-auth';
import { listWithdrawalsForReview } from './operator-service';

/**
 * The operator's withdrawal review (SPEC 4) and the mall's operator side, for the console and
 * `npm run operator`. Every route is behind `guard` (an operator wallet's session or the CLI
 * token); every change writes its audit row in its own transaction.
 */
export function operatorRoutes(db: Db, guard: OperatorHook): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard);
    await app.register(mallOperatorRoutes(db));
    app.get(
      '/operator/withdrawals',
      {
        schema: {
          tags: ['operator'],
          summary: "Withdrawals by state and user, oldest first, paged, with their payout's state",
          security: [{ bearer: [] }],
          querystring: withdrawalListQuerySchema,
          response: responses(withdrawalPageSchema, [403]),
        },
      },
      async (request) => {
        const { status, address, page, size } = request.query;
        const statuses = status === 'all' ? RECORD_STATUSES : [status];
        const found = await listWithdrawalsForReview(db, { statuses, address }, size, (page - 1) * size);
        return ok({ ...found, page, size });
      },
    );
    app.post(
      '/operator/withdrawals/:id/approve',
      {
        schema: {
          tags: ['operator'],
          summary: 'Approve a withdrawal for payout',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: approveBodySchema,
          response: responses(z.object({ id: z.string(), status: recordStatusSchema }), [403, 404, 409]),
        },
      },
      async (request) => {
        const who = auditActor(request, request.body.operator);
        const { id } = request.params;
        const row = await audited(
          db,
          who,
          { action: 'withdrawal.approve', target: `withdrawal:${id}` },
          async (tx) => {
            const before = await lockWithdrawal(tx, id);
            const row = await approveWithdrawal(tx, id, who.actor);
            return {
              result: row,
              before: before && { status: before.status },
              after: { status: row.status },
            };
          },
        );
        return ok({ id: row.id, status: row.status });
      },
    );
    app.post(
      '/operator/withdrawals/:id/reject',
      {
        schema: {
          tags: ['operator'],
          summary: 'Reject a withdrawal with the reason its user sees, and refund it',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: rejectBodySchema,
          response: responses(z.object({ id: z.string(), status: recordStatusSchema }), [403, 404, 409]),
        },
      },
      async (request) => {
        const who = auditActor(request, request.body.operator);
        const { id } = request.params;
        const { reason } = request.body;
        const row = await audited(
          db,
          who,
          { action: 'withdrawal.reject', target: `withdrawal:${id}` },
          async (tx) => {
            const before = await lockWithdrawal(tx, id);
            const row = await rejectWithdrawal(tx, id, who.actor, reason);
            return {
              result: row,
              before: before && { status: before.status },
              after: { status: row.status, reason },
            };
          },
        );
        return ok({ id: row.id, status: row.status });
      },
    );
  };
}
