import { LOGIN_BODY_LIMIT_BYTES } from '@woohoo/shared/constants';
import {
  operatorAuditEndpoint,
  operatorSessionEndpoints,
  operatorUsersEndpoints,
} from '@woohoo/shared/endpoints/operator-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { loadHistoryPage } from '../assets/history-service';
import { type AuthDeps, bearerToken } from '../auth/auth-service';
import { adjustWithFourEyes } from './adjustment-four-eyes';
import { auditActor, auditAfter, audited, listAudit } from './operator-audit';
import {
  currentOperator,
  type OperatorAuth,
  type OperatorHook,
  operatorLogin,
  operatorLogout,
} from './operator-auth';
import { lookUpUser, replayedAdjustment, userByAddress } from './operator-users';

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
    const settings = {
      bodyLimit: LOGIN_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: signInPerMinute, timeWindow: '1 minute' } },
    };
    route(app, operatorSessionEndpoints.login, settings, async (request) => {
      const session = await operatorLogin(auth, operators, {
        keyHeader: request.headers.key,
        iv: request.body.iv,
        data: request.body.data,
      });
      const what = { action: 'operator.login', target: `operator:${session.operator.actor}` };
      await auditAfter(auth.db, { actor: session.operator.actor, requestId: request.id }, what, null, {
        expiresAt: session.expiresAt,
      });
      return session;
    });
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
    route(app, operatorSessionEndpoints.me, { guard }, async (request) => currentOperator(request));
    route(app, operatorSessionEndpoints.logout, { guard }, async (request) => {
      const who = auditActor(request);
      await audited(db, who, { action: 'operator.logout', target: `operator:${who.actor}` }, async (tx) => {
        await operatorLogout({ ...operators, db: tx }, bearerToken(request.headers.authorization) ?? '');
        return { result: null, before: null, after: null };
      });
      return null;
    });
    route(app, operatorAuditEndpoint, { guard }, async (request) => {
      const { page, size, ...filter } = request.query;
      const found = await listAudit(db, filter, { limit: size, offset: (page - 1) * size });
      return { ...found, page, size };
    });
    route(app, operatorUsersEndpoints.get, { guard }, async (request) =>
      lookUpUser(db, request.params.address),
    );
    route(app, operatorUsersEndpoints.ledger, { guard }, async (request) => {
      const user = await userByAddress(db, request.params.address);
      const { asset, page, size } = request.query;
      const found = await loadHistoryPage(db, user.id, asset, { limit: size, offset: (page - 1) * size });
      return { ...found, page, size };
    });
    route(app, operatorUsersEndpoints.adjust, { guard }, async (request) => {
      const who = auditActor(request);
      const { address } = request.params;
      const { asset, amount, reason } = request.body;
      const idempotencyKey = request.headers['idempotency-key'];
      if (!idempotencyKey) throw new AppError('idempotencyKeyMissing');
      const input = { address, asset, amountWei: BigInt(amount), reason, idempotencyKey };
      const replayed = await replayedAdjustment(db, input);
      if (replayed) return replayed;
      const what = { action: 'user.adjust', target: `user:${address}` };
      // Four-eyes above the threshold counts authenticated operators (docs/rules.md "Treasury limits").
      const approver = currentOperator(request).actor;
      const adjusted = await audited(db, who, what, (tx) =>
        adjustWithFourEyes(tx, who, approver, input, operators.now()),
      );
      if (!adjusted.pending) booksChanged();
      return adjusted;
    });
  };
}
