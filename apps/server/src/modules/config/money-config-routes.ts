import type { MoneyConfig } from '@woohoo/shared/api/money';
import { configEndpoints } from '@woohoo/shared/endpoints/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';

/** GET /api/money/config: the fees and limits the web app shows before the user confirms. */
export function moneyConfigRoutes(moneyConfig: MoneyConfig): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, configEndpoints.money, {}, async () => moneyConfig);
  };
}
