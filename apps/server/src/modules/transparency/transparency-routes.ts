import { transparencySchema } from '@woohoo/shared/api/money';
import {
  publicSettlementsSchema,
  rulesInForceSchema,
  settlementsQuerySchema,
} from '@woohoo/shared/api/transparency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { publicSettlements, rulesInForce } from './public-settlements';
import type { TransparencySnapshots } from './transparency-snapshots';

/**
 * GET /api/transparency: public, no sign-in, rate limited per client. Serves the newest
 * reconciliation snapshot; its `generatedAt` says when that ran. Beside it, the settlement
 * history and the rules in force, public and rate limited alike.
 */
export function transparencyRoutes(
  snapshots: Pick<TransparencySnapshots, 'latest'>,
  perMinute: number,
  db: Queryable,
  now: () => Date,
): FastifyPluginAsyncZod {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.get(
      '/transparency/settlements',
      {
        config: { rateLimit },
        schema: {
          tags: ['money'],
          summary:
            'Settled days, newest first: inflow, cap, whether it bound, and the total paid per reward kind',
          querystring: settlementsQuerySchema,
          response: responses(publicSettlementsSchema),
        },
      },
      async (request) => ok(await publicSettlements(db, request.query.page, request.query.size)),
    );
    app.get(
      '/transparency/rules',
      {
        config: { rateLimit },
        schema: {
          tags: ['money'],
          summary: 'The rules configuration in force, with its version and effective time',
          response: responses(rulesInForceSchema),
        },
      },
      async () => ok(await rulesInForce(db, now())),
    );
    app.get(
      '/transparency',
      {
        config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['money'],
          summary:
            'Per asset: user liabilities, platform accounts by role, on-chain flows and holdings, and whether the books balance',
          description:
            'Served from the reconciliation that runs every minute and after each deposit or payout batch, ' +
            'not computed per request; `generatedAt` says when it ran. Rate limited per client (42900).',
          response: responses(transparencySchema),
        },
      },
      async () => ok(await snapshots.latest()),
    );
  };
}
