import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whose budget a write spends (docs/rules.md "Rate limits"): the wallet its token belongs to, as
 * the route's token check resolved it (a user's `request.user`, an operator's `request.operator`),
 * so every token of one wallet, old or new, user or operator session (console or CLI), counts
 * together. A write no token check guarded (sign-in) counts against the client address.
 */
export function writerKey(request: FastifyRequest): string {
  const wallet = request.user?.address ?? request.operator?.actor;
  if (wallet) return `wallet:${wallet.toLowerCase()}`;
  return `ip:${request.ip}`;
}

/**
 * Every write is rate limited against one budget per wallet: an onRoute hook appends a check of
 * `perMinute` writes a minute, all write routes together, to the onRequest hooks of each
 * POST/PUT/PATCH/DELETE route (429 with the envelope, 42900; docs/rules.md "Rate limits").
 * Appended, it runs after the route's own token check, so only callers who signed in are counted
 * and a write without a valid token costs nothing; a route with a limit of its own (sign-in, KYC
 * mail) keeps that limit as well. One limiter made with `createRateLimit` counts for every route:
 * the per-route `config.rateLimit` gives each route a store of its own even with a shared
 * `groupId` (@fastify/rate-limit 11.2), which is how one wallet got 60 a minute per route. The
 * store is Redis when configured, so replicas share the counts. Call after registering
 * @fastify/rate-limit and before adding routes.
 */
export function limitEveryWrite(app: FastifyInstance, perMinute: number): void {
  const limiter = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: writerKey });
  const spendBudget = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw new AppError('rateLimited');
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), spendBudget];
  });
}
