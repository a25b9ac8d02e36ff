import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module that holds apps/server. The module
 * runs from its source (apps/server/src/config) under tsx and the tests, and from the built
 * bundle (apps/server/dist, scripts/build.mjs) under `npm start`, so no fixed number of levels
 * fits both.
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps', 'server', 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no apps/server above ${from}`);
  }
}
