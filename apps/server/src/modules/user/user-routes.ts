import { userEndpoints } from '@woohoo/shared/endpoints/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
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
    route(app, userEndpoints.info, { guard: requireUser(deps) }, async (request) =>
      publicUser(currentUser(request)),
    );

    route(
      app,
      userEndpoints.registered,
      {
        guard: requireUser(deps),
        config: { rateLimit: { max: RECIPIENT_LOOKUP_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request) => ({ registered: await isRegistered(deps.db, request.query.address) }),
    );
  };
}
