/**
 * What each background worker last said about itself, for readiness and the transparency report
 * (README "If the local chain is behind"): a worker that cannot go on reports `halted` with a
 * reason in words, and `running` once it can again. Kept per process: each replica answers for
 * the workers it runs.
 */
export type WorkerState = { state: 'running' } | { state: 'halted'; reason: string };

export type WorkerStatus = {
  report: (worker: string, state: WorkerState) => void;
  /** One sentence per halted worker: `<worker> halted: <reason>`. */
  problems: () => string[];
  /** Called after a worker's state changed (a new halt, a new reason, or back to running). */
  onChange: (listener: () => void) => void;
};

export function createWorkerStatus(): WorkerStatus {
  const states = new Map<string, WorkerState>();
  const listeners: (() => void)[] = [];
  return {
    report(worker, state) {
      const before = states.get(worker);
      states.set(worker, state);
      const reason = (s: WorkerState | undefined) => (s?.state === 'halted' ? s.reason : undefined);
      const same = (before?.state ?? 'running') === state.state && reason(before) === reason(state);
      if (!same) for (const listener of listeners) listener();
    },
    problems: () =>
      [...states.entries()].flatMap(([worker, s]) =>
        s.state === 'halted' ? [`${worker} halted: ${s.reason}`] : [],
      ),
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
