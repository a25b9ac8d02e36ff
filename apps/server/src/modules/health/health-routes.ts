import { healthSchema } from '@woohoo/shared/api/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';

/** GET /api/health: liveness plus whether the database and the chain answer. */
export function healthRoutes(db: Db, chainReachable: () => Promise<boolean>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: 'Service health', response: responses(healthSchema) } },
      async () => {
        const [dbOk, chainOk] = await Promise.all([
          db.query('SELECT 1').then(
            () => true,
            () => false,
          ),
          chainReachable().catch(() => false),
        ]);
        return ok({ status: 'ok' as const, db: dbOk, chain: chainOk });
      },
    );
  };
}
