import { LOGIN_BODY_LIMIT_BYTES } from '@woohoo/shared/constants';
import { authEndpoints } from '@woohoo/shared/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { requireUser } from '../../plugins/authenticate';
import { publicUser } from '../user/public-user';
import type { AuthDeps } from './auth-service';
import { bearerToken, issueNonce, login, logout } from './auth-service';

/** `signInPerMinute` limits the unauthenticated sign-in endpoints per client address. */
export function authRoutes(deps: AuthDeps, signInPerMinute: number): FastifyPluginAsyncZod {
  const rateLimit = { max: signInPerMinute, timeWindow: '1 minute' };
  return async (app) => {
    route(app, authEndpoints.nonce, { config: { rateLimit } }, async (request) =>
      issueNonce(deps, request.query.address),
    );

    route(
      app,
      authEndpoints.login,
      { bodyLimit: LOGIN_BODY_LIMIT_BYTES, config: { rateLimit } },
      async (request) => {
        const { token, user } = await login(deps, {
          keyHeader: request.headers.key,
          iv: request.body.iv,
          data: request.body.data,
        });
        return { token, user: publicUser(user) };
      },
    );

    route(app, authEndpoints.logout, { guard: requireUser(deps) }, async (request) => {
      await logout(deps, bearerToken(request.headers.authorization) ?? '');
      return null;
    });
  };
}
