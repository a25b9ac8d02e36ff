import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
type Count = (key: string, done: Callback, timeWindow: number, max: number) => void;
/** A store of @fastify/rate-limit 11 (its store/*.js): count, peek, and a route's own child. */
type Store = { incr: Count; read: Count; child: (routeOptions: unknown) => Store };
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The plugin's own stores, so both count exactly as it would alone.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;

/**
 * The rate-limit counts in Redis, shared by the replicas, while Redis answers; in this process
 * while it does not (docs/rules.md "Readiness and dependencies"): a limit then holds per replica,
 * which is looser but keeps sign-in and every write working through a Redis outage instead of
 * failing them all. `redisUp` is the dependency monitor's state, so a known outage costs no
 * request a wait; a command that fails before the monitor has noticed is counted here instead.
 * Given to @fastify/rate-limit as its `store`.
 */
export function redisOrLocalStore(
  redis: Redis,
  nameSpace: string,
  redisUp: () => boolean,
): FastifyRateLimitStoreCtor {
  // The plugin calls `new` on what it is given with its settings; a function that answers an
  // object gives `new` that object.
  function RedisOrLocalStore(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }): Store {
    const continueExceeding = params.continueExceeding ?? false;
    const exponentialBackoff = params.exponentialBackoff ?? false;
    return eitherStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
      redisUp,
    );
  }
  return RedisOrLocalStore as unknown as FastifyRateLimitStoreCtor;
}

function eitherStore(shared: Store, local: Store, redisUp: () => boolean): Store {
  const either =
    (op: 'incr' | 'read'): Count =>
    (key, done, timeWindow, max) => {
      if (!redisUp()) return local[op](key, done, timeWindow, max);
      shared[op](
        key,
        (error, result) => (error ? local[op](key, done, timeWindow, max) : done(null, result)),
        timeWindow,
        max,
      );
    };
  return {
    incr: either('incr'),
    read: either('read'),
    child: (routeOptions) => eitherStore(shared.child(routeOptions), local.child(routeOptions), redisUp),
  };
}
