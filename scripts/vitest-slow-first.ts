import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A vitest sequencer that starts the files named in `slowest` (ends of their paths) first, in that
 * order, then the rest as vitest orders them. vitest itself starts the longest files first only
 * once it has timed them (its cache in node_modules/.vite); on a clean checkout, CI's case, it
 * started them in path order, so a 95 s file could begin last and the suite waited for it alone:
 * `npm test` took 717 s on a clean clone against 523 s warm.
 */
export function slowFirst(slowest: readonly string[]) {
  const rank = (spec: TestSpecification) => {
    const at = slowest.findIndex((end) => spec.moduleId.endsWith(end));
    return at === -1 ? slowest.length : at;
  };
  return class SlowFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      // Array.prototype.sort is stable: the rest keep vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
