import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { slowFirst } from '../../scripts/vitest-slow-first.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Much of a test's time is spent waiting on PostgreSQL, anvil or a child process, so two files
    // at a time pay even on two cores (three, beside the browser suite, overloaded them: a test
    // that starts the product four times ran out of time). Files share their worker's loaded
    // modules (isolate: false): importing the app anew for each of 70 files cost about 2 s a
    // file. No test mocks modules or changes process-wide state, which isolation would protect.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
    // The files that take a minute or more, measured (`npm test` lists the slowest): started first.
    sequence: {
      sequencer: slowFirst([
        'src/faults.integration.test.ts',
        'src/local-crash.integration.test.ts',
        'src/fuzz-openapi.integration.test.ts',
        'src/modules/money.integration.test.ts',
        'src/modules/auth/auth.integration.test.ts',
        'src/modules/money-random.integration.test.ts',
      ]),
    },
  },
});
