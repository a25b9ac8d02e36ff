import {
  balancesResponseSchema,
  historyEntrySchema,
  historyQuerySchema,
  pageSchema,
} from '@woohoo/shared/api/money';
import { ASSETS } from '@woohoo/shared/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { selectUserBalances, selectUserHistory } from '../ledger/ledger-repository';

/** Balances per asset (available and locked) and the per-asset history of what changed them. */
export function assetsRoutes(auth: AuthDeps, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/assets/balances',
      {
        preHandler: requireUser(auth),
        schema: {
          tags: ['assets'],
          summary: "The caller's balances per asset",
          security: [{ bearer: [] }],
          response: responses(balancesResponseSchema, [401]),
        },
      },
      async (request) => {
        const rows = await selectUserBalances(db, currentUser(request).id);
        const find = (asset: string, bucket: string) =>
          rows.find((r) => r.asset === asset && r.bucket === bucket)?.balance ?? '0';
        return ok(
          ASSETS.map((asset) => ({
            asset,
            available: find(asset, 'available'),
            locked: find(asset, 'locked'),
          })),
        );
      },
    );

    app.get(
      '/assets/history',
      {
        preHandler: requireUser(auth),
        schema: {
          tags: ['assets'],
          summary: 'Every ledger entry of one asset, newest first, with what caused it',
          security: [{ bearer: [] }],
          querystring: historyQuerySchema,
          response: responses(pageSchema(historyEntrySchema), [401]),
        },
      },
      async (request) => {
        const { asset, page, size } = request.query;
        const { rows, total } = await selectUserHistory(
          db,
          currentUser(request).id,
          asset,
          size,
          (page - 1) * size,
        );
        const items = rows.map((r) => ({ ...r, time: new Date(r.time).toISOString() }));
        return ok({ items, page, size, total });
      },
    );
  };
}
