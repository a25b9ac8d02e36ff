import {
  loginEncryptedBodySchema,
  loginHeadersSchema,
  loginResponseSchema,
  nonceQuerySchema,
  nonceResponseSchema,
} from '@woohoo/shared/api/auth';
import { LOGIN_BODY_LIMIT_BYTES } from '@woohoo/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../http/envelope';
import { requireUser } from '../../plugins/authenticate';
import { publicUser } from '../user/public-user';
import type { AuthDeps } from './auth-service';
import { bearerToken, issueNonce, login, logout } from './auth-service';

/** `signInPerMinute` limits the unauthenticated sign-in endpoints per client address. */
export function authRoutes(deps: AuthDeps, signInPerMinute: number): FastifyPluginAsyncZod {
  const rateLimit = { max: signInPerMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.get(
      '/auth/nonce',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Issue a single-use sign-in nonce for an address',
          querystring: nonceQuerySchema,
          response: responses(nonceResponseSchema),
        },
      },
      async (request) => ok(await issueNonce(deps, request.query.address)),
    );

    app.post(
      '/login',
      {
        bodyLimit: LOGIN_BODY_LIMIT_BYTES,
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with an encrypted EIP-4361 message and signature',
          description:
            'One session per wallet: a new login ends the previous one, whose next call answers 40002. ' +
            'Errors: 40010 unreadable body, 40011 malformed message, 40012 unknown or used nonce, 40013 expired ' +
            'nonce, 40014 wrong domain, 40015 wrong chain, 40016 message expired, 40017 bad signature, 40018 ' +
            'referrer not registered.',
          headers: loginHeadersSchema,
          body: loginEncryptedBodySchema,
          response: responses(loginResponseSchema, [401, 413, 415]),
        },
      },
      async (request) => {
        const { token, user } = await login(deps, {
          keyHeader: request.headers.key,
          iv: request.body.iv,
          data: request.body.data,
          host: request.host,
        });
        return ok({ token, user: publicUser(user) });
      },
    );

    app.post(
      '/logout',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: "End the caller's session: the token is revoked and answers 1012 from now on",
          security: [{ bearer: [] }],
          response: responses(z.null(), [401]),
        },
      },
      async (request) => {
        await logout(deps, bearerToken(request.headers.authorization) ?? '');
        return ok(null);
      },
    );
  };
}
