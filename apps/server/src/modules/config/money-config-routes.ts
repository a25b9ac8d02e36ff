import { type MoneyConfig, moneyConfigSchema } from '@woohoo/shared/api/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';

/** GET /api/money/config: the fees and limits the web app shows before the user confirms. */
export function moneyConfigRoutes(moneyConfig: MoneyConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/money/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Fees, limits and confirmations',
          response: responses(moneyConfigSchema),
        },
      },
      async () => ok(moneyConfig),
    );
  };
}
