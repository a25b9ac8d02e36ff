import { transparencyEndpoints } from '@woohoo/shared/endpoints/transparency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { liabilitiesProof, liabilitiesRoots } from './liabilities-service';

/**
 * The proof of liabilities (docs/rules.md "Proof of liabilities"): the published roots, public,
 * and the caller's own leaf and path, signed in. Both rate limited like every public report.
 */
export function liabilitiesRoutes(auth: AuthDeps, db: Queryable, perMinute: number): FastifyPluginAsyncZod {
  const config = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  return async (app) => {
    route(app, transparencyEndpoints.liabilities, { config }, async (request) =>
      liabilitiesRoots(db, request.query.day, auth.now()),
    );
    route(
      app,
      transparencyEndpoints.liabilitiesProof,
      { config, guard: requireUser(auth) },
      async (request) => liabilitiesProof(db, currentUser(request), request.query.asset, request.query.day),
    );
  };
}
