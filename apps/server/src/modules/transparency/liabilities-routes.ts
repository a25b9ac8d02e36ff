import {
  liabilitiesProofQuerySchema,
  liabilitiesProofSchema,
  liabilitiesQuerySchema,
  liabilitiesRootsSchema,
} from '@woohoo/shared/api/liabilities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { liabilitiesProof, liabilitiesRoots } from './liabilities-service';

/**
 * The proof of liabilities (docs/rules.md "Proof of liabilities"): the published roots, public,
 * and the caller's own leaf and path, signed in. Both rate limited like every public report.
 */
export function liabilitiesRoutes(auth: AuthDeps, db: Queryable, perMinute: number): FastifyPluginAsyncZod {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.get(
      '/transparency/liabilities',
      {
        config: { rateLimit },
        schema: {
          tags: ['money'],
          summary:
            "Per asset, the newest day's (or the given day's) Merkle-sum root, total, leaf count and on-chain transaction",
          querystring: liabilitiesQuerySchema,
          response: responses(liabilitiesRootsSchema),
        },
      },
      async (request) => ok(await liabilitiesRoots(db, request.query.day)),
    );
    app.get(
      '/transparency/liabilities/proof',
      {
        config: { rateLimit },
        onRequest: requireUser(auth),
        schema: {
          tags: ['money'],
          summary: "The caller's own leaf (balance, salt, index) and path to the day's root of the asset",
          description:
            'Errors: 40406 no tree for that day and asset, 40407 the caller held none of the asset.',
          security: [{ bearer: [] }],
          querystring: liabilitiesProofQuerySchema,
          response: responses(liabilitiesProofSchema, [401, 404]),
        },
      },
      async (request) =>
        ok(await liabilitiesProof(db, currentUser(request), request.query.asset, request.query.day)),
    );
  };
}
