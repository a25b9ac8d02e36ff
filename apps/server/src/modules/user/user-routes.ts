import { userSchema } from '@woohoo/shared/api/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { publicUser } from './public-user';

export function userRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/info',
      {
        preHandler: requireUser(deps),
        schema: {
          tags: ['user'],
          summary: "The signed-in user's profile",
          security: [{ bearer: [] }],
          response: responses(userSchema, [401]),
        },
      },
      async (request) => ok(publicUser(currentUser(request))),
    );
  };
}
