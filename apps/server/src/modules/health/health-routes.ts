import type { Health } from '@woohoo/shared/api/config';
import { healthEndpoints } from '@woohoo/shared/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import type { WorkerStatus } from '../../jobs/worker-status';
import { sendError } from '../../plugins/error-handler';
import { pingDatabase } from './health-repository';

/**
 * GET /api/health: liveness, always 200 while the process answers, with what is wrong.
 * GET /api/ready: readiness for a load balancer or a monitor: 200 when the database, the chain
 * and Redis (when configured) answer and no worker is halted, otherwise 503 (50300) naming the
 * problems.
 */
export function healthRoutes(
  db: Db,
  chainReachable: () => Promise<boolean>,
  workers: Pick<WorkerStatus, 'problems'>,
  redis?: Pick<Redis, 'ping'>,
): FastifyPluginAsyncZod {
  const check = async (): Promise<Health> => {
    const [dbOk, chainOk, redisOk] = await Promise.all([
      pingDatabase(db).then(
        () => true,
        () => false,
      ),
      chainReachable().catch(() => false),
      redis
        ? withinSeconds(redis.ping(), 2).then(
            (pong) => pong === 'PONG',
            () => false,
          )
        : null,
    ]);
    const halted = workers.problems();
    const problems = [
      ...(dbOk ? [] : ['the database does not answer']),
      ...(chainOk ? [] : ['the chain RPC does not answer']),
      ...(redisOk === false ? ['Redis does not answer'] : []),
      ...halted,
    ];
    return {
      status: halted.length > 0 ? 'halted' : 'ok',
      db: dbOk,
      chain: chainOk,
      redis: redisOk,
      problems,
    };
  };
  return async (app) => {
    route(app, healthEndpoints.live, {}, check);
    route(app, healthEndpoints.ready, {}, async (request, reply) => {
      const health = await check();
      if (health.problems.length === 0) return health;
      return sendError(request, reply, 'unavailable', `Not ready: ${health.problems.join('; ')}`);
    });
  };
}

/** A promise that gives up (rejects) after `seconds`: a Redis that hangs is not ready either. */
function withinSeconds<T>(promise: Promise<T>, seconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), seconds * 1000);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
