import { createHash, timingSafeEqual } from 'node:crypto';
import { idParamsSchema, RECORD_STATUSES, recordStatusSchema } from '@woohoo/shared/api/money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { bearerToken } from '../auth/auth-service';
import { mallOperatorRoutes } from '../mall/mall-operator-routes';
import { approveWithdrawal, rejectWithdrawal } from '../withdraw/withdraw-service';
import { listWithdrawalsForReview } from './operator-service';

const operatorWithdrawalSchema = z.object({
  id: z.string(),
  address: z.string(),
  asset: z.string(),
  amount: z.string(),
  fee: z.string(),
  status: recordStatusSchema,
  payout: z.string().nullable(),
  createdAt: z.string(),
});

const reviewBodySchema = z.strictObject({ operator: z.string().min(1).max(64) });

/** An onRequest hook: the operator token, compared in constant time, or 40300. */
export function operatorGuard(operatorToken: string) {
  const expected = createHash('sha256').update(operatorToken).digest();
  return async (request: FastifyRequest) => {
    const given = bearerToken(request.headers.authorization) ?? '';
    const hash = createHash('sha256').update(given).digest();
    if (!timingSafeEqual(hash, expected)) throw new AppError('operatorOnly');
  };
}

/**
 * The operator's withdrawal review (issue 3), used by `npm run operator` until an operator
 * console exists. Guarded by the operator token from the data folder (or OPERATOR_TOKEN_FILE),
 * never by a user session.
 */
export function operatorRoutes(db: Db, operatorToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', operatorGuard(operatorToken));
    await app.register(mallOperatorRoutes(db));
    app.get(
      '/operator/withdrawals',
      {
        schema: {
          tags: ['operator'],
          summary: 'Withdrawals by state, oldest first, with their payout state',
          security: [{ bearer: [] }],
          querystring: z.strictObject({
            status: z.union([recordStatusSchema, z.literal('all')]).default('reviewing'),
            limit: z.coerce.number().int().min(1).max(1000).default(50),
          }),
          response: responses(z.array(operatorWithdrawalSchema), [403]),
        },
      },
      async (request) => {
        const { status, limit } = request.query;
        return ok(await listWithdrawalsForReview(db, status === 'all' ? RECORD_STATUSES : [status], limit));
      },
    );
    for (const action of ['approve', 'reject'] as const) {
      app.post(
        `/operator/withdrawals/:id/${action}`,
        {
          schema: {
            tags: ['operator'],
            summary:
              action === 'approve' ? 'Approve a withdrawal for payout' : 'Reject a withdrawal and refund it',
            security: [{ bearer: [] }],
            params: idParamsSchema,
            body: reviewBodySchema,
            response: responses(z.object({ id: z.string(), status: recordStatusSchema }), [403, 404, 409]),
          },
        },
        async (request) => {
          const review = action === 'approve' ? approveWithdrawal : rejectWithdrawal;
          const row = await review(db, request.params.id, request.body.operator);
          return ok({ id: row.id, status: row.status });
        },
      );
    }
  };
}
