import { type AppConfig, appConfigSchema } from '@woohoo/shared/api/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';

/** GET /api/config: what the web app needs before it can talk to the chain or sign in. */
export function configRoutes(appConfig: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Chain, contract addresses, login public key and languages',
          response: responses(appConfigSchema),
        },
      },
      async () => ok(appConfig),
    );
  };
}
