import { registeredQuerySchema, registeredSchema, userSchema } from '@woohoo/shared/api/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { publicUser } from './public-user';
import { isRegistered } from './user-service';

/**
 * Our decision: 60 recipient look-ups a minute per client, ample for a person typing addresses, too
 * few to walk the user table.
 */
export const RECIPIENT_LOOKUP_PER_MINUTE = 60;

export function userRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/info',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['user'],
          summary: "The signed-in user's profile",
          security: [{ bearer: [] }],
          response: responses(userSchema, [401]),
        },
      },
      async (request) => ok(publicUser(currentUser(request))),
    );

    app.get(
      '/user/registered',
      {
        onRequest: requireUser(deps),
        config: { rateLimit: { max: RECIPIENT_LOOKUP_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['user'],
          summary:
            'Whether an address is a registered user (yes or no, nothing else): the transfer form asks it',
          security: [{ bearer: [] }],
          querystring: registeredQuerySchema,
          response: responses(registeredSchema, [401, 429]),
        },
      },
      async (request) => ok({ registered: await isRegistered(deps.db, request.query.address) }),
    );
  };
}
