import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

/** The requests that arrived through the operator listener (the public one never adds to it). */
const viaOperatorListener = new WeakSet<IncomingMessage>();

/** Whether a request's URL is an operator route: `/api/operator` and everything under it. */
export function isOperatorPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api/operator' || path.startsWith('/api/operator/');
}

/**
 * With OPERATOR_LISTEN_PORT set (docs/rules.md "Operators, the audit and balance adjustments"),
 * an operator route that reached the public listener answers 404 with the envelope, as a route that
 * does not exist: the public internet cannot tell the operator API is there, let alone sign in to it.
 * Registered before the routes, so it runs ahead of every route's own checks. Judged on the route
 * the router matched, not the raw URL, so a percent-escaped path (`/api/%6Fperator/me`) that the
 * router decodes to an operator route is refused as well.
 */
export function keepOperatorRoutesPrivate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (viaOperatorListener.has(request.raw)) return;
    if (isOperatorPath(request.routeOptions.url ?? request.url)) throw new AppError('notFound');
  });
}

/**
 * The operator listener: a second HTTP server on OPERATOR_LISTEN_HOST:PORT handing every request to
 * the same app, marked as come through it. It serves the whole app (the web bundle with the
 * console at `#/console`, the sign-in nonce and `/api/config` the console and the CLI need) and is
 * the only way in to the operator routes. Resolves once it listens; close it before the app.
 */
export async function listenOperator(
  app: FastifyInstance,
  at: { host: string; port: number },
): Promise<Server> {
  await app.ready();
  const server = createServer((request, response) => {
    viaOperatorListener.add(request);
    app.routing(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Stops the operator listener: no new connections, idle ones closed. */
export async function closeOperatorListener(server: Server): Promise<void> {
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
