import type { Health } from '@woohoo/shared/api/config';
import { healthEndpoints } from '@woohoo/shared/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import type { WorkerStatus } from '../../jobs/worker-status';
import { sendError } from '../../plugins/error-handler';
import type { DependencyMonitor } from './dependency-monitor';

/**
 * GET /api/health: liveness, always 200 while the process answers, with what is wrong.
 * GET /api/ready: readiness for a load balancer or a monitor (docs/rules.md "Readiness and
 * dependencies"): 200 while this process can serve, that is the database answers, holds the
 * newest migration and no worker of this process is halted; otherwise 503 (50300) naming why.
 * The chain RPC and Redis are reported, not required: the features that need them answer 503 on
 * their own while the rest goes on. Once the process is stopping it answers 503 (50303) at once,
 * so load balancers send no more (docs/rules.md "Shutdown"). Both read the states the dependency
 * monitor keeps: a probe does not reach the dependencies.
 */
export function healthRoutes(
  dependencies: Pick<DependencyMonitor, 'up' | 'migrated'>,
  workers: Pick<WorkerStatus, 'problems'>,
  stopping: () => boolean,
): FastifyPluginAsyncZod {
  const check = (): { health: Health; blocking: string[] } => {
    const db = dependencies.up('database') === true;
    const migrated = dependencies.migrated();
    const chain = dependencies.up('rpc') !== false;
    const redis = dependencies.up('redis');
    const halted = workers.problems();
    const blocking = [
      ...(db ? [] : ['the database does not answer']),
      ...(db && !migrated ? ['the database is not migrated to this version'] : []),
      ...halted,
    ];
    const problems = [
      ...blocking,
      ...(chain ? [] : ['the chain RPC does not answer']),
      ...(redis === false ? ['Redis does not answer'] : []),
    ];
    const status = stopping() ? 'stopping' : halted.length > 0 ? 'halted' : 'ok';
    return { health: { status, db, migrated, chain, redis, problems }, blocking };
  };
  return async (app) => {
    route(app, healthEndpoints.live, {}, async () => check().health);
    route(app, healthEndpoints.ready, {}, async (request, reply) => {
      if (stopping()) return sendError(request, reply, 'shuttingDown', 'Not ready: the process is stopping');
      const { health, blocking } = check();
      if (blocking.length === 0) return health;
      return sendError(request, reply, 'unavailable', `Not ready: ${blocking.join('; ')}`);
    });
  };
}
