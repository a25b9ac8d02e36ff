import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-ts/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each anvil test file starts its own anvil and deploys the stack; the storage-layout tests run solc.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
