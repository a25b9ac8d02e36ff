import { transparencySchema } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { buildTransparencyReport } from './transparency-service';

/** GET /api/transparency: public, no sign-in. */
export function transparencyRoutes(
  db: Db,
  onChainHoldings: (asset: Asset) => Promise<bigint | null>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/transparency',
      {
        schema: {
          tags: ['money'],
          summary:
            'Per asset: user liabilities, platform accounts by role, on-chain flows and holdings, and whether the books balance',
          response: responses(transparencySchema),
        },
      },
      async () => ok(await buildTransparencyReport(db, onChainHoldings)),
    );
  };
}
