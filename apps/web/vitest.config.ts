import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const antdMobileDir = dirname(createRequire(import.meta.url).resolve('antd-mobile/package.json'));
const TEST_FOLDERS = ['src', 'pwa', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;

function* testFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* testFiles(path);
    else if (TEST_FILE.test(name)) yield path;
  }
}

/**
 * The test files that replace a module with `vi.mock` (a mock holds only in a module registry of
 * the file's own) or run in a DOM of their own (`@vitest-environment happy-dom`, whose globals
 * must not reach the Node files after them): these run isolated. The others (about 130) share their worker's loaded
 * modules instead of importing React, antd-mobile and the app anew for each file: on two cores the
 * suite went from about 100 s to 30 s. Worker threads start faster than child processes.
 */
const mockingFiles = TEST_FOLDERS.flatMap((folder) => [...testFiles(join(import.meta.dirname, folder))])
  .filter((file) => {
    const text = readFileSync(file, 'utf8');
    return text.includes('vi.mock(') || text.includes('@vitest-environment');
  })
  .map((file) => relative(import.meta.dirname, file));

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
    pool: 'threads',
    server: { deps: { inline: [/antd-mobile/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: mockingFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: mockingFiles, isolate: true } },
    ],
  },
});
