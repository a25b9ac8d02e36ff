/**
 * Our decision (docs/rules.md "Shutdown"): readiness is red 5 s before the server stops taking
 * connections, so a load balancer polling it every few seconds (deploy/kubernetes: every 5 s) has
 * taken the replica out before it refuses anything.
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;
/**
 * Our decision (docs/rules.md "Shutdown"): 25 s from the signal to the exit at most, under
 * Kubernetes' 30 s grace period (deploy/kubernetes terminationGracePeriodSeconds), so the process
 * says itself what was still open before anything kills it.
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/** One thing to close; `detail` says what it still holds, for the line written when time runs out. */
export type ShutdownStep = { name: string; close: () => Promise<unknown>; detail?: () => string | undefined };

export type ShutdownLog = {
  info: (fields: object, msg: string) => void;
  error: (fields: object, msg: string) => void;
};

export type Shutdown = {
  /** True from the signal on: readiness answers 503 (modules/health/health-routes.ts). */
  stopping: () => boolean;
  /**
   * Stops the process, serving `drainMs` more first (the configured drain unless given); a second
   * call (a second signal) waits for the first.
   */
  stop: (signal: string, drainMs?: number) => Promise<void>;
};

/**
 * The stop on SIGTERM or SIGINT: readiness turns red at once, the server keeps serving for
 * `drainMs`, then each group of steps closes in turn, the steps of a group together (the HTTP
 * server lets its in-flight requests finish while the workers finish their tick and release their
 * locks; then Redis and the mail; then the database), and the process exits 0. Past `timeoutMs`
 * from the signal it exits 1 at once, with one log line naming what was still open.
 */
export function createShutdown(options: {
  drainMs: number;
  timeoutMs: number;
  log: ShutdownLog;
  groups: () => ShutdownStep[][];
  exit: (code: number) => void;
}): Shutdown {
  let stopping: Promise<void> | undefined;
  const run = async (signal: string, drainMs: number) => {
    const started = Date.now();
    const open = new Set<ShutdownStep>();
    options.log.info({ signal, drainMs, timeoutMs: options.timeoutMs }, 'stopping: readiness is red');
    const timer = setTimeout(() => {
      const still = [...(open.size > 0 ? open : options.groups().flat())].map((step) => {
        const detail = step.detail?.();
        return detail ? `${step.name} (${detail})` : step.name;
      });
      options.log.error(
        { signal, timeoutMs: options.timeoutMs, open: still },
        `stop timed out after ${options.timeoutMs} ms; still open: ${still.join(', ')}`,
      );
      options.exit(1);
    }, options.timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    let failed = false;
    for (const group of options.groups()) {
      for (const step of group) open.add(step);
      await Promise.all(
        group.map(async (step) => {
          try {
            await step.close();
          } catch (error) {
            failed = true;
            options.log.error({ step: step.name, err: error }, `stopping: ${step.name} failed to close`);
          }
          open.delete(step);
        }),
      );
    }
    clearTimeout(timer);
    options.log.info({ signal, ms: Date.now() - started }, 'stopped');
    options.exit(failed ? 1 : 0);
  };
  return {
    stopping: () => stopping !== undefined,
    stop(signal, drainMs = options.drainMs) {
      stopping ??= run(signal, drainMs);
      return stopping;
    },
  };
}
