import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * What keeps the chain workers exclusive: a PostgreSQL advisory lock so that, of any number of
 * replicas, one works a given job at a time (DESIGN "Run modes"), and a loop that never starts
 * a tick before the previous one has finished.
 */

/** Where a worker writes what it is doing; Fastify's logger and a console wrapper both fit. */
export type WorkerLog = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

/** A stable signed 64-bit advisory lock key for a job name (the first 8 bytes of its SHA-256). */
export function chainLockKey(name: string): bigint {
  return BigInt.asIntN(64, createHash('sha256').update(name).digest().readBigUInt64BE(0));
}

/**
 * Takes the transaction-level advisory lock of `name` without waiting. False means another
 * replica holds it right now; the lock is released when the caller's transaction ends.
 */
export async function tryChainLock(tx: Queryable, name: string): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1::bigint) AS locked',
    [chainLockKey(name).toString()],
  );
  return row?.locked === true;
}

export type WorkerLoop = {
  /** Starts ticking; a second call while running does nothing. */
  start: () => void;
  /** Stops after the tick in progress, if any, has finished. */
  stop: () => Promise<void>;
};

/**
 * Runs `tick` at its own pace: wait `pollMs` after a tick ends, then the next, so ticks never
 * overlap however slow the chain or database is. A tick that answers `true` has more work
 * ready (an indexer catching up) and runs again at once. A failing tick is logged, not fatal.
 */
export function createWorkerLoop(
  name: string,
  tick: () => Promise<boolean>,
  pollMs: number,
  log: WorkerLog,
): WorkerLoop {
  let running: Promise<void> | undefined;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, pollMs);
    });
  const run = async () => {
    while (!stopped) {
      let more = false;
      try {
        more = await tick();
      } catch (error) {
        log.error(`${name}: tick failed: ${describeError(error)}`);
      }
      if (!stopped && !more) await pause();
    }
  };
  return {
    start() {
      if (running) return;
      stopped = false;
      running = run().finally(() => {
        running = undefined;
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}

/** The first line of an error, for one-line worker logs. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
