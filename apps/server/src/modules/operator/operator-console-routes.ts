import { loginEncryptedBodySchema, loginHeadersSchema } from '@woohoo/shared/api/auth';
import { idempotencyHeadersSchema } from '@woohoo/shared/api/money';
import {
  adjustmentBodySchema,
  adjustmentSchema,
  auditPageSchema,
  auditQuerySchema,
  operatorIdentitySchema,
  operatorLedgerPageSchema,
  operatorLedgerQuerySchema,
  operatorLoginResponseSchema,
  operatorUserParamsSchema,
  operatorUserSchema,
} from '@woohoo/shared/api/operator';
import { LOGIN_BODY_LIMIT_BYTES } from '@woohoo/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { loadHistoryPage } from '../assets/history-service';
import { type AuthDeps, bearerToken } from '../auth/auth-service';
import { auditActor, auditAfter, audited, listAudit } from './operator-audit';
import {
  currentOperator,
  type OperatorAuth,
  type OperatorHook,
  operatorLogin,
  operatorLogout,
} from './operator-auth';
import { adjustBalance, lookUpUser, replayedAdjustment, userByAddress } from './operator-users';

/**
 * POST /api/operator/login: an operator wallet signs the same message as a user (nonce from
 * GET /api/auth/nonce) and receives an operator token. Rate limited as sign-in.
 */
export function operatorLoginRoutes(
  auth: AuthDeps,
  operators: OperatorAuth,
  signInPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/operator/login',
      {
        bodyLimit: LOGIN_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: signInPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['operator'],
          summary: 'Sign an operator wallet in: the same encrypted signed message as /api/login',
          description: 'The errors of /api/login, and 40300 for a wallet not listed in OPERATOR_ADDRESSES.',
          headers: loginHeadersSchema,
          body: loginEncryptedBodySchema,
          response: responses(operatorLoginResponseSchema, [401, 403, 413, 415]),
        },
      },
      async (request) => {
        const session = await operatorLogin(auth, operators, {
          keyHeader: request.headers.key,
          iv: request.body.iv,
          data: request.body.data,
          host: request.host,
        });
        const what = { action: 'operator.login', target: `operator:${session.operator.actor}` };
        await auditAfter(auth.db, { actor: session.operator.actor, requestId: request.id }, what, null, {
          expiresAt: session.expiresAt,
        });
        return ok(session);
      },
    );
  };
}

/** The console's own routes: who am I, sign out, the audit, users, their ledger and adjustments. */
export function operatorConsoleRoutes(
  operators: OperatorAuth,
  guard: OperatorHook,
  /** Called after a balance adjustment committed. */
  booksChanged: () => void = () => {},
): FastifyPluginAsyncZod {
  const { db } = operators;
  return async (app) => {
    app.addHook('onRequest', guard);
    app.get(
      '/operator/me',
      {
        schema: {
          tags: ['operator'],
          summary: 'The operator this token acts as',
          security: [{ bearer: [] }],
          response: responses(operatorIdentitySchema, [403]),
        },
      },
      async (request) => ok(currentOperator(request)),
    );
    app.post(
      '/operator/logout',
      {
        schema: {
          tags: ['operator'],
          summary: "End the operator wallet's session (the CLI token has none)",
          security: [{ bearer: [] }],
          response: responses(z.null(), [403]),
        },
      },
      async (request) => {
        const who = auditActor(request);
        await audited(db, who, { action: 'operator.logout', target: `operator:${who.actor}` }, async (tx) => {
          await operatorLogout({ ...operators, db: tx }, bearerToken(request.headers.authorization) ?? '');
          return { result: null, before: null, after: null };
        });
        return ok(null);
      },
    );
    app.get(
      '/operator/audit',
      {
        schema: {
          tags: ['operator'],
          summary: 'Every operator action, newest first, filtered by actor, action (or prefix) and target',
          security: [{ bearer: [] }],
          querystring: auditQuerySchema,
          response: responses(auditPageSchema, [403]),
        },
      },
      async (request) => {
        const { page, size, ...filter } = request.query;
        const found = await listAudit(db, filter, { limit: size, offset: (page - 1) * size });
        return ok({ ...found, page, size });
      },
    );
    app.get(
      '/operator/users/:address',
      {
        schema: {
          tags: ['operator'],
          summary: 'A user: balances, level, team and KYC state',
          security: [{ bearer: [] }],
          params: operatorUserParamsSchema,
          response: responses(operatorUserSchema, [403, 404]),
        },
      },
      async (request) => ok(await lookUpUser(db, request.params.address)),
    );
    app.get(
      '/operator/users/:address/ledger',
      {
        schema: {
          tags: ['operator'],
          summary: "A user's ledger history in one asset, newest first",
          security: [{ bearer: [] }],
          params: operatorUserParamsSchema,
          querystring: operatorLedgerQuerySchema,
          response: responses(operatorLedgerPageSchema, [403, 404]),
        },
      },
      async (request) => {
        const user = await userByAddress(db, request.params.address);
        const { asset, page, size } = request.query;
        const found = await loadHistoryPage(db, user.id, asset, { limit: size, offset: (page - 1) * size });
        return ok({ ...found, page, size });
      },
    );
    app.post(
      '/operator/users/:address/adjustments',
      {
        schema: {
          tags: ['operator'],
          summary: "Adjust a user's available balance with a mandatory reason (a ledger transfer)",
          description: 'Errors: 40020 a debit larger than the available balance, 40400 no such user.',
          security: [{ bearer: [] }],
          params: operatorUserParamsSchema,
          headers: idempotencyHeadersSchema,
          body: adjustmentBodySchema,
          response: responses(adjustmentSchema, [403, 404, 409]),
        },
      },
      async (request) => {
        const who = auditActor(request);
        const { address } = request.params;
        const { asset, amount, reason } = request.body;
        const idempotencyKey = request.headers['idempotency-key'];
        if (!idempotencyKey) throw new AppError('idempotencyKeyMissing');
        const input = { address, asset, amountWei: BigInt(amount), reason, idempotencyKey };
        const replayed = await replayedAdjustment(db, input);
        if (replayed) return ok(replayed);
        const what = { action: 'user.adjust', target: `user:${address}` };
        const adjusted = await audited(db, who, what, (tx) => adjustBalance(tx, who, input, operators.now()));
        booksChanged();
        return ok(adjusted);
      },
    );
  };
}
