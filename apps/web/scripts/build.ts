// `npm run build -w @woohoo/web [-- <dist link>]`: builds the web app into a folder of its own and
// then points apps/web/dist at it in one step (build-folders.ts), so a server already running
// from this checkout never serves a half-written build: two `npm start`s of one checkout used to
// rebuild dist/ in place under each other. A build whose inputs have not changed since it was
// last made is not made again.
//
//   apps/web/.builds/<fingerprint>/   one complete build (vite build + precompressed copies)
//   apps/web/dist -> .builds/<fp>     the current build
//
// The server resolves the link when it starts and serves that folder for its whole life.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { COMPLETE_MARKER, fingerprint, isComplete, pointLinkAt, pruneBuilds } from './build-folders';

const WEB = resolve(import.meta.dirname, '..');
const REPO = resolve(WEB, '../..');
const DIST_LINK = resolve(process.argv[2] ?? join(WEB, 'dist'));
const BUILDS = join(dirname(DIST_LINK), '.builds');
/** Builds kept besides the current one. */
const KEEP_BUILDS = 3;
/** What a build is made from: the web app's sources, the shared package and the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/pwa',
  'apps/web/vite-plugins',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: WEB, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

mkdirSync(BUILDS, { recursive: true });
const build = join(BUILDS, fingerprint(REPO, INPUTS, `VITE_BUILD_ID=${process.env.VITE_BUILD_ID ?? ''}`));
if (isComplete(build)) {
  console.log(`web: up to date (${relative(REPO, build)}), skipped vite build`);
} else {
  const work = `${build}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  run([vite, 'build', '--outDir', work, '--emptyOutDir']);
  run([join(import.meta.dirname, 'precompress.mjs'), work]);
  writeFileSync(join(work, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
  if (isComplete(build)) {
    // Another build of the same inputs finished first; theirs is as good as ours.
    rmSync(work, { recursive: true, force: true });
  } else {
    if (existsSync(build)) rmSync(build, { recursive: true, force: true });
    renameSync(work, build);
  }
}
pointLinkAt(DIST_LINK, build);
pruneBuilds(BUILDS, build, KEEP_BUILDS);
