import type { Queryable } from '../../db/db';
import { isMigrated } from '../../db/migrate';
import { afterProbe, type DependencyState } from './dependency-state';
import { pingDatabase } from './health-repository';

/** DEPENDENCY_CHECK_MS's default (docs/rules.md "Readiness and dependencies"): a probe every 5 s. */
export const DEFAULT_DEPENDENCY_CHECK_MS = 5000;
/** Our decision: a dependency that has not answered in 2 s is as good as down for a request. */
export const PROBE_TIMEOUT_MS = 2000;

export const DEPENDENCIES = ['database', 'rpc', 'redis'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

export type DependencyProbes = {
  database: Queryable;
  /** Resolves true when the chain RPC answers (its latest block). */
  rpc: () => Promise<boolean>;
  /** Redis's PING; absent without REDIS_URL. */
  redis?: { ping: () => Promise<string> };
};

export type DependencyMonitor = {
  /** Probes once (so the states are known before the server listens), then every interval. */
  start: () => Promise<void>;
  stop: () => void;
  /** Probes every dependency now and waits for the answers (tests, and `start`). */
  checkNow: () => Promise<void>;
  /** Whether `dependency` is up, after hysteresis; null when it is not configured. */
  up: (dependency: Dependency) => boolean | null;
  /** Whether the database holds the newest migration; once true it stays true. */
  migrated: () => boolean;
};

/**
 * The database, the chain RPC and Redis, probed in the background on a short interval rather
 * than per request, so /api/ready, /api/health and /metrics read a state and a probe costs the
 * dependencies the same whatever the traffic (docs/rules.md "Readiness and dependencies").
 */
export function createDependencyMonitor(
  probes: DependencyProbes,
  intervalMs: number = DEFAULT_DEPENDENCY_CHECK_MS,
  timeoutMs: number = PROBE_TIMEOUT_MS,
): DependencyMonitor {
  const states = new Map<Dependency, DependencyState>();
  let migrated = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  const probe: Record<Dependency, (() => Promise<boolean>) | undefined> = {
    database: async () => {
      await pingDatabase(probes.database);
      // Cached: a database migrated once stays migrated, so the lookup stops once it says so.
      if (!migrated) migrated = await isMigrated(probes.database);
      return true;
    },
    rpc: probes.rpc,
    redis: probes.redis && (async () => (await probes.redis?.ping()) === 'PONG'),
  };
  const checkAll = async () => {
    await Promise.all(
      DEPENDENCIES.map(async (dependency) => {
        const run = probe[dependency];
        if (!run) return;
        const ok = await within(run(), timeoutMs).catch(() => false);
        states.set(dependency, afterProbe(states.get(dependency), ok));
      }),
    );
  };
  const checkNow = () => {
    // One round at a time: a round slower than the interval is not stacked on.
    checking ??= checkAll().finally(() => {
      checking = undefined;
    });
    return checking;
  };
  return {
    async start() {
      await checkNow();
      timer = setInterval(() => void checkNow(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    checkNow,
    up: (dependency) => (probe[dependency] ? (states.get(dependency)?.up ?? false) : null),
    migrated: () => migrated,
  };
}

/** `promise`, or a rejection after `ms`: a dependency that hangs is down too. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
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
