import type { AppConfig } from '@woohoo/shared/api/config';
import { configEndpoints } from '@woohoo/shared/endpoints/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';

/** GET /api/config: what the web app needs before it can talk to the chain or sign in. */
export function configRoutes(appConfig: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, configEndpoints.app, {}, async () => appConfig);
  };
}
