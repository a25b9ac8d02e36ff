import {
  balancesResponseSchema,
  historyEntrySchema,
  historyQuerySchema,
  pageSchema,
} from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserCaches } from '../../cache/user-caches';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { loadHistoryPage } from './history-service';
import { loadBalances } from './user-balances';

/**
 * Balances per asset and bucket (through the balances cache when given), and the per-asset history
 * of what changed them.
 */
export function assetsRoutes(
  auth: AuthDeps,
  db: Db,
  balancesCache?: UserCaches['balances'],
): FastifyPluginAsyncZod {
  const balancesOf = (userId: string) =>
    balancesCache ? balancesCache.get(userId) : loadBalances(db, userId);
  return async (app) => {
    app.get(
      '/assets/balances',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['assets'],
          summary: "The caller's balances per asset, one figure per bucket",
          security: [{ bearer: [] }],
          response: responses(balancesResponseSchema, [401]),
        },
      },
      async (request) => ok(await balancesOf(currentUser(request).id)),
    );

    app.get(
      '/assets/history',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['assets'],
          summary: 'What changed one asset, newest first: one entry per ledger transfer, with its cause',
          security: [{ bearer: [] }],
          querystring: historyQuerySchema,
          response: responses(pageSchema(historyEntrySchema), [401]),
        },
      },
      async (request) => {
        const { asset, page, size } = request.query;
        const { items, total } = await loadHistoryPage(db, currentUser(request).id, asset, {
          limit: size,
          offset: (page - 1) * size,
        });
        return ok({ items, page, size, total });
      },
    );
  };
}
