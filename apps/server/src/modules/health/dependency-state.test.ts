import { describe, expect, it } from 'vitest';
import { afterProbe, type DependencyState, PROBES_TO_CHANGE } from './dependency-state';

const run = (probes: boolean[], from?: DependencyState) =>
  probes.reduce<DependencyState | undefined>((state, ok) => afterProbe(state, ok), from);

describe('a dependency state with hysteresis', () => {
  it('takes the first probe as it is', () => {
    expect(afterProbe(undefined, true)).toEqual({ up: true, against: 0 });
    expect(afterProbe(undefined, false)).toEqual({ up: false, against: 0 });
  });

  it('stays up through one failed probe, goes down on the second in a row', () => {
    expect(PROBES_TO_CHANGE).toBe(2);
    expect(run([true, false])?.up).toBe(true);
    expect(run([true, false, false])?.up).toBe(false);
  });

  it('forgets a lone failure once a probe answers again', () => {
    expect(run([true, false, true, false])).toEqual({ up: true, against: 1 });
    expect(run([true, false, true, false, true, false])?.up).toBe(true);
  });

  it('comes back up only on two answers in a row', () => {
    expect(run([false, true])?.up).toBe(false);
    expect(run([false, true, false, true])?.up).toBe(false);
    expect(run([false, true, true])).toEqual({ up: true, against: 0 });
  });
});
