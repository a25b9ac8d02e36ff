import type { FastifyRequest } from 'fastify';
import { type Guard, guard } from '../http/route';
import { type AuthDeps, authenticate, bearerToken } from '../modules/auth/auth-service';
import type { UserRecord } from '../modules/user/user-record';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRecord;
  }
}

/**
 * An onRequest hook for routes acting on the caller's data: sets `request.user` or answers
 * 1012/40002. GET requests may use the sessions cache; every other method reads the database.
 */
export function requireUser(deps: AuthDeps): Guard<'user'> {
  return guard('user', async (request: FastifyRequest) => {
    const forRead = request.method === 'GET' || request.method === 'HEAD';
    request.user = await authenticate(deps, bearerToken(request.headers.authorization), forRead);
  });
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new Error('currentUser() used on a route without requireUser');
  return request.user;
}
