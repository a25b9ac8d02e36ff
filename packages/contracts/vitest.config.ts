import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-ts/**/*.test.ts'],
    // Each test file starts its own anvil and deploys the stack.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
