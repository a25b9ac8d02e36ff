import { assetsEndpoints } from '@woohoo/shared/endpoints/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserCaches } from '../../cache/user-caches';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
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
    route(app, assetsEndpoints.balances, { guard: requireUser(auth) }, async (request) =>
      balancesOf(currentUser(request).id),
    );

    route(app, assetsEndpoints.history, { guard: requireUser(auth) }, async (request) => {
      const { asset, page, size } = request.query;
      const { items, total } = await loadHistoryPage(db, currentUser(request).id, asset, {
        limit: size,
        offset: (page - 1) * size,
      });
      return { items, page, size, total };
    });
  };
}
