import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../modules/auth/auth-service';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Who a write is counted against: the caller's token (a hash of it, never the token) when there
 * is one, so people behind one address do not share a budget, else the client address.
 */
export function writerKey(request: FastifyRequest): string {
  const token = bearerToken(request.headers.authorization);
  return token
    ? `t:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`
    : `ip:${request.ip}`;
}

/**
 * Every write is rate limited: an onRoute hook, added before @fastify/rate-limit is registered,
 * gives each POST/PUT/PATCH/DELETE route without a limit of its own `perMinute` calls a minute per
 * caller and route (429 with the envelope, 42900; docs/rules.md "Rate limits"). Routes with their
 * own limit (sign-in, KYC mail) keep it. The store is Redis when configured, so replicas share the
 * counts. A route's own onRequest hooks (the token check) run first, so only callers who signed in
 * are counted; a write without a valid token is refused before it costs anything else.
 */
export function limitEveryWrite(app: FastifyInstance, perMinute: number): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method)) || route.config?.rateLimit != null) return;
    route.config = {
      ...route.config,
      rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: writerKey },
    };
  });
}
