import {
  idempotencyHeadersSchema,
  idParamsSchema,
  withdrawAvailabilitySchema,
  withdrawalRecordSchema,
  withdrawBodySchema,
} from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { selectUserWithdrawal } from './withdraw-repository';
import { requestWithdrawal, type WithdrawDeps } from './withdraw-service';
import { toWithdrawalRecord } from './withdrawal-record';
import { readWithdrawalsPause } from './withdrawals-pause';

export function withdrawRoutes(auth: AuthDeps, deps: WithdrawDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/withdraw',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: "Withdraw to the caller's own wallet after review",
          description:
            'Moves the amount from available to locked at once. Below the auto-approval threshold it is ' +
            'approved immediately, else an operator reviews it. The gas fee comes out of the amount. ' +
            'While payouts are paused (see GET /api/withdraw/availability) it answers 503 (50301) and holds nothing.',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: withdrawBodySchema,
          response: responses(withdrawalRecordSchema, [401, 409, 503]),
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

    app.get(
      '/withdraw/availability',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: 'Whether new withdrawals are accepted now, and if not why',
          description:
            'Paused while the payout worker is halted or silent, or the local chain is behind the database ' +
            '(docs/rules.md "Withdrawals while payouts are paused"); the withdrawal page shows why.',
          security: [{ bearer: [] }],
          response: responses(withdrawAvailabilitySchema, [401]),
        },
      },
      async () => ok(await readWithdrawalsPause(deps.db)),
    );

    app.get(
      '/withdraw/:id',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: "One of the caller's withdrawals: the result card follows it until it is paid or rejected",
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: responses(withdrawalRecordSchema, [401, 404]),
        },
      },
      async (request) => {
        const row = await selectUserWithdrawal(deps.db, currentUser(request).id, request.params.id);
        if (!row) throw new AppError('withdrawalNotFound');
        return ok(toWithdrawalRecord(row, deps.explorerUrl));
      },
    );
  };
}
