/**
 * The pace of every background worker and job (DESIGN "Run modes", STYLE "Money and jobs"): a
 * loop that never starts a tick before the previous one has finished, waits its own interval
 * between ticks, and can be woken early when another worker has news for it.
 */

/** Where a worker writes what it is doing; Fastify's logger and a console wrapper both fit. */
export type WorkerLog = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

export type WorkerLoop = {
  /** Starts ticking; a second call while running does nothing. */
  start: () => void;
  /** Stops after the tick in progress, if any, has finished. */
  stop: () => Promise<void>;
  /**
   * Asks for a tick soon: ends the wait at once, or, while a tick runs, runs another right after
   * it. Many calls during one tick make one more tick, not many.
   */
  trigger: () => void;
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
  let triggered = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, pollMs);
    });
  const run = async () => {
    while (!stopped) {
      triggered = false;
      let more = false;
      try {
        more = await tick();
      } catch (error) {
        log.error(`${name}: tick failed: ${describeError(error)}`);
      }
      if (!stopped && !more && !triggered) await pause();
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
    trigger() {
      triggered = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}

/** The first line of an error, for one-line worker logs. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
