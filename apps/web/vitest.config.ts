import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const antdMobileDir = dirname(createRequire(import.meta.url).resolve('antd-mobile/package.json'));

/**
 * Unit tests of pure code, and component tests that render a page to HTML with react-dom/server:
 * Node environment (no jsdom in this repo). Components import antd-mobile, whose CommonJS build
 * requires its CSS files; tests take its ES build instead, bundled by Vite (which drops the CSS).
 */
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^antd-mobile$/,
        replacement: join(antdMobileDir, 'es/index.js'),
      },
    ],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'pwa/**/*.test.ts'],
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
