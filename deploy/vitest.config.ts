import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the image, compose, Kubernetes and Prometheus tests (deploy/test). One file
// at a time: they share the machine's podman, PostgreSQL, Redis and ports.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
