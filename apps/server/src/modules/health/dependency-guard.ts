import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { DependencyMonitor } from './dependency-monitor';

type Monitor = Pick<DependencyMonitor, 'up'>;

/**
 * A chain read a request waits for, refused at once with 503 (50302) while the monitor finds the
 * chain RPC down, instead of every request waiting out the RPC's timeouts (docs/rules.md
 * "Readiness and dependencies").
 */
export function needsChain<A extends unknown[], T>(
  dependencies: Monitor,
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args) => {
    if (dependencies.up('rpc') === false) throw new AppError('chainUnavailable');
    return read(...args);
  };
}

/**
 * Every route of `scope` answers 503 (50302) while the chain RPC is down: routes each of whose
 * answers reads the chain (the payout runbook). A preHandler, so the caller's token and input
 * are judged first.
 */
export function refuseWithoutChain(scope: FastifyInstance, dependencies: Monitor): void {
  scope.addHook('preHandler', async () => {
    if (dependencies.up('rpc') === false) throw new AppError('chainUnavailable');
  });
}

/**
 * A chain read that has an answer without the chain (`fallback`: a deposit's confirmations not
 * shown, a gauge left absent), given at once while the monitor finds the chain RPC down.
 */
export function orWithoutChain<A extends unknown[], T, F>(
  dependencies: Monitor,
  read: (...args: A) => Promise<T>,
  fallback: F,
): (...args: A) => Promise<T | F> {
  return async (...args) => (dependencies.up('rpc') === false ? fallback : read(...args));
}

/** Every dependency's state, for /metrics. */
export function dependencyStates(dependencies: Monitor) {
  return () => ({
    database: dependencies.up('database'),
    rpc: dependencies.up('rpc'),
    redis: dependencies.up('redis'),
  });
}
