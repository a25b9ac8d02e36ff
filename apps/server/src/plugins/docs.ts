import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the route schemas, at /api/openapi.json, with docs at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'WOOHOO API',
        version: '1.0.0',
        description:
          'Every response is the envelope `{ code, msg, data }`; code 10000 is success. `msg` is localised ' +
          'from the `lang` (or `Locale`) header. Authenticated calls send `Authorization: Bearer <token>`; ' +
          'code 1012 means the session is invalid, 40002 that the wallet signed in elsewhere.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
