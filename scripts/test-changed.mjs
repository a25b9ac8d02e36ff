#!/usr/bin/env node
// `npm run test:changed [-- <base>]`: while working, the tests related to what changed since
// `base` (default main; commits, uncommitted and untracked files all count), in a minute or less
// for a one-file change. `npm test` remains the whole suite and the only verdict.
//
// Related means, per file:
// - a test file: itself;
// - a source file: the test files of the nearest folder, from its own up to its workspace, that
//   holds any (modules keep their tests beside them; an import graph would name every API test
//   for any server file, since each starts the whole app);
// - a workspace's vitest.config.ts or package.json, or a browser-suite fixture: that whole suite;
// - a contract or a forge test: the contracts' build and forge.
// Biome checks every changed file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const base = process.argv[2] ?? 'main';
const git = (args) =>
  spawnSync('git', args, { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.length > 0);
const changed = [
  ...new Set([
    ...git(['diff', '--name-only', `${base}...HEAD`]),
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
];
if (changed.length === 0) {
  console.log(`test:changed: nothing changed since ${base}`);
  process.exit(0);
}
console.log(`test:changed: ${changed.length} file(s) changed since ${base}`);

/** Each vitest workspace, what names its test files, and what makes its whole suite run. */
const WORKSPACES = [
  { root: 'packages/shared', test: /\.test\.ts$/ },
  { root: 'packages/contracts', test: /\.test\.ts$/ },
  { root: 'apps/server', test: /\.test\.ts$/ },
  { root: 'apps/web', test: /\.test\.tsx?$/ },
  { root: 'e2e', test: /\.e2e\.ts$/, whole: ['e2e/fixtures/'], needsWebBuild: true },
];
const WHOLE_SUITE = ['vitest.config.ts', 'package.json'];

const steps = [];
const existing = changed.filter((file) => existsSync(file));
if (existing.length > 0) steps.push(['npx', 'biome', 'check', '--no-errors-on-unmatched', ...existing]);
if (changed.some((file) => /^packages\/contracts\/(src|test)\/.*\.sol$|foundry\.toml$/.test(file))) {
  steps.push(['npm', 'run', 'build', '-w', '@woohoo/contracts', '--silent']);
  steps.push(['npx', 'forge', 'test', '--root', 'packages/contracts']);
}
for (const workspace of WORKSPACES) {
  const mine = changed.filter((file) => file.startsWith(`${workspace.root}/`));
  if (mine.length === 0) continue;
  const whole = mine.some(
    (file) =>
      WHOLE_SUITE.includes(relative(workspace.root, file)) ||
      (workspace.whole ?? []).some((prefix) => file.startsWith(prefix)),
  );
  const files = whole ? [] : [...new Set(mine.flatMap((file) => relatedTests(workspace, file)))];
  if (!whole && files.length === 0) continue;
  if (workspace.needsWebBuild) steps.push(['npm', 'run', 'build', '-w', '@woohoo/web', '--silent']);
  steps.push([
    'npx',
    'vitest',
    'run',
    '--root',
    workspace.root,
    ...files.map((file) => relative(workspace.root, file)),
  ]);
}

let failed = 0;
for (const cmd of steps) {
  const shown = cmd.length > 12 ? [...cmd.slice(0, 12), `… (${cmd.length - 12} more)`] : cmd;
  console.log(`\n━━ ${shown.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });
  console.log(`   ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);

/** The test files related to `file` (see the head of this file), as paths from the repository. */
function relatedTests(workspace, file) {
  if (workspace.test.test(file)) return existsSync(file) ? [file] : [];
  for (let dir = dirname(file); dir.startsWith(workspace.root); dir = dirname(dir)) {
    const tests = existsSync(dir) ? testsIn(workspace, dir) : [];
    if (tests.length > 0) return tests;
    if (dir === workspace.root) break;
  }
  return [];
}

function testsIn(workspace, dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && workspace.test.test(entry.name))
    .map((entry) => join(dir, entry.name));
}
