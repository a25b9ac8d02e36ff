/**
 * Our decision (docs/rules.md "Readiness and dependencies"): a dependency's state changes only on
 * two probes in a row that agree, so one slow or lost probe neither takes a replica out of its
 * load balancer nor puts a dead RPC back. The first probe sets the state at once: a process knows
 * where it stands before it listens.
 */
export const PROBES_TO_CHANGE = 2;

export type DependencyState = {
  up: boolean;
  /** Probes in a row that disagreed with `up`. */
  against: number;
};

/** The state after one probe: `ok` is whether the dependency answered in time. */
export function afterProbe(state: DependencyState | undefined, ok: boolean): DependencyState {
  if (!state) return { up: ok, against: 0 };
  if (ok === state.up) return { up: state.up, against: 0 };
  const against = state.against + 1;
  return against >= PROBES_TO_CHANGE ? { up: ok, against: 0 } : { up: state.up, against };
}
