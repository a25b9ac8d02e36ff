import { RECORD_STATUSES } from '@woohoo/shared/api/money';
import { operatorWithdrawalsEndpoints } from '@woohoo/shared/endpoints/operator-withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { mallOperatorRoutes } from '../mall/mall-operator-routes';
import { approveWithdrawal, lockWithdrawal, rejectWithdrawal } from '../withdraw/withdraw-service';
import { auditActor, audited } from './operator-audit';
import { currentOperator, type OperatorHook } from './operator-auth';
import { listWithdrawalsForReview } from './operator-service';

/**
 * The operator's withdrawal review (SPEC 4) and the mall's operator side, for the console and
 * `npm run operator`. Every route is behind `guard` (an operator wallet's session or the CLI
 * token); every change writes its audit row in its own transaction.
 */
export function operatorRoutes(db: Db, guard: OperatorHook): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(mallOperatorRoutes(db, guard));
    route(app, operatorWithdrawalsEndpoints.list, { guard }, async (request) => {
      const { status, address, page, size } = request.query;
      const statuses = status === 'all' ? RECORD_STATUSES : [status];
      const found = await listWithdrawalsForReview(db, { statuses, address }, size, (page - 1) * size);
      return { ...found, page, size };
    });
    route(app, operatorWithdrawalsEndpoints.approve, { guard }, async (request) => {
      const who = auditActor(request);
      const { id } = request.params;
      const row = await audited(
        db,
        who,
        { action: 'withdrawal.approve', target: `withdrawal:${id}` },
        async (tx) => {
          const before = await lockWithdrawal(tx, id);
          // Four-eyes counts authenticated operators, never names stated in the body.
          const row = await approveWithdrawal(tx, id, who.actor, {
            approver: currentOperator(request).actor,
          });
          return {
            result: row,
            before: before && { status: before.status },
            after: { status: row.status, approvals: row.approvals },
          };
        },
      );
      return { id: row.id, status: row.status, approvals: row.approvals };
    });
    route(app, operatorWithdrawalsEndpoints.reject, { guard }, async (request) => {
      const who = auditActor(request);
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
      return { id: row.id, status: row.status };
    });
  };
}
