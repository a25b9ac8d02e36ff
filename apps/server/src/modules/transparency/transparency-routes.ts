import { transparencySchema } from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import type { TransparencySnapshots } from './transparency-snapshots';

/**
 * GET /api/transparency: public, no sign-in, rate limited per client. Serves the newest
 * reconciliation snapshot; its `generatedAt` says when that ran.
 */
export function transparencyRoutes(
  snapshots: Pick<TransparencySnapshots, 'latest'>,
  perMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
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
