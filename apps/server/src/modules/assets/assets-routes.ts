import {
  balancesResponseSchema,
  historyEntrySchema,
  historyQuerySchema,
  pageSchema,
} from '@woohoo/shared/api/money';
import { ASSETS, type Bucket } from '@woohoo/shared/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { selectUserBalances } from '../ledger/ledger-repository';
import { loadHistoryPage } from './history-service';

/** Balances per asset and bucket, and the per-asset history of what changed them. */
export function assetsRoutes(auth: AuthDeps, db: Db): FastifyPluginAsyncZod {
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
      async (request) => {
        const rows = await selectUserBalances(db, currentUser(request).id);
        const find = (asset: string, bucket: Bucket) =>
          rows.find((r) => r.asset === asset && r.bucket === bucket)?.balance ?? '0';
        return ok(
          ASSETS.map((asset) => ({
            asset,
            available: find(asset, 'available'),
            withdrawHold: find(asset, 'withdraw_hold'),
            staked: find(asset, 'staked'),
            vesting: find(asset, 'vesting'),
            rewardHold: find(asset, 'reward_hold'),
          })),
        );
      },
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
