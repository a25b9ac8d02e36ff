import { withdrawEndpoints } from '@woohoo/shared/endpoints/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { selectUserWithdrawal } from './withdraw-repository';
import { requestWithdrawal, type WithdrawDeps } from './withdraw-service';
import { toWithdrawalRecord } from './withdrawal-record';
import { readWithdrawalsPause } from './withdrawals-pause';

export function withdrawRoutes(auth: AuthDeps, deps: WithdrawDeps): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, withdrawEndpoints.create, { guard: requireUser(auth) }, async (request) =>
      requestWithdrawal(deps, currentUser(request), {
        asset: request.body.asset,
        amountWei: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    );

    route(app, withdrawEndpoints.availability, { guard: requireUser(auth) }, async () =>
      readWithdrawalsPause(deps.db),
    );

    route(app, withdrawEndpoints.get, { guard: requireUser(auth) }, async (request) => {
      const row = await selectUserWithdrawal(deps.db, currentUser(request).id, request.params.id);
      if (!row) throw new AppError('withdrawalNotFound');
      return toWithdrawalRecord(row, deps.explorerUrl);
    });
  };
}
