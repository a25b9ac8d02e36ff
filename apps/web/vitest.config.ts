import { defineConfig } from 'vitest/config';

/** Unit tests only: pure code, Node environment (no jsdom in this repo). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
