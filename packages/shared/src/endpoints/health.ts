import { healthSchema } from '../api/config';
import { endpoint } from './endpoint';

/** Liveness and readiness, for a load balancer or a monitor. */
export const healthEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['health'],
    summary: 'Service health',
    data: healthSchema,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags: ['health'],
    summary:
      'Readiness: 503 while the database is down or not migrated, a worker is halted (50300), or the process is stopping (50303); the chain and Redis are reported, not required',
    data: healthSchema,
    errors: [503],
  }),
};
