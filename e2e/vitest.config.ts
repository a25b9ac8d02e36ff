import { defineConfig } from 'vitest/config';
import { slowFirst } from '../scripts/vitest-slow-first.ts';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['fixtures/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Two specs at a time, each on its worker's own stack (fixtures/shared-stack.ts): a spec
    // spends about half its time waiting on the server, the chain and the browser, so on two
    // cores a second one fills that wait.
    maxWorkers: 2,
    // The longest specs (`npm test` lists the slowest) start first, so none runs alone at the end.
    sequence: {
      sequencer: slowFirst([
        'tests/accessibility.e2e.ts',
        'tests/btc-wallet.e2e.ts',
        'tests/languages.e2e.ts',
        'tests/installable.e2e.ts',
        'tests/mall.e2e.ts',
      ]),
    },
  },
});
