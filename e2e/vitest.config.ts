import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['fixtures/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // One stack, one browser: the specs run one after another.
    fileParallelism: false,
  },
});
