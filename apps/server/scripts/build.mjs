#!/usr/bin/env node
// Builds the server's processes into apps/server/dist, one file each: the product (`main.mjs`)
// and the command-line tools (`migrate.mjs`, `operator.mjs`, `reset-local.mjs`, `preflight.mjs`). The workspace
// packages, which are TypeScript source, go inside; the server's npm dependencies stay in
// node_modules. An API process restarted on a PostgreSQL cluster is ready in 1.7-1.9 s from these
// files, where running the TypeScript through tsx took 3.4-4.2 s (2.3 s of a 3.3 s CPU profile of
// such a start were tsx's module hooks; the development machine, 2026-11-28): a process restarted
// after a crash serves, and announces what it may have left unannounced, that much sooner. Run with
// `node --enable-source-maps`, so stack traces name the TypeScript lines. Plain JavaScript, so
// that building needs nothing but Node and esbuild; it takes a fraction of a second.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = join(SERVER_DIR, 'dist');

const ENTRIES = {
  main: 'src/main.ts',
  migrate: 'src/scripts/migrate.ts',
  operator: 'src/scripts/operator.ts',
  'reset-local': 'src/scripts/reset-local.ts',
  preflight: 'src/scripts/preflight.ts',
};

/**
 * The server's own npm dependencies, and their subpaths, are loaded from node_modules at run time.
 * Anything else is bundled: the workspace packages, and what they depend on, which may be another
 * version than the one node_modules would hand the bundle (@woohoo/shared's @noble/hashes is).
 * The development dependencies the local mode loads on demand (PGlite, the dev inbox's SMTP
 * packages) stay external too: a production install (the container image) omits them, and the
 * server imports them only when it starts that local piece (db/pglite-db.ts, mail/dev-smtp.ts).
 */
function externals() {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => !name.startsWith('@woohoo/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/** Where Node finds package `name` from the server's folder (a workspace is linked there by npm). */
function installedDir(name) {
  for (let dir = SERVER_DIR; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`server build: ${name} is not installed (npm install)`);
  }
}

/** The package.json of the server and of each workspace package it depends on (and so bundles). */
export function readPackages() {
  const read = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const server = read(SERVER_DIR);
  const workspaces = Object.keys(server.dependencies)
    .filter((name) => name.startsWith('@woohoo/'))
    .map((name) => read(installedDir(name)));
  return { server, workspaces };
}

/**
 * A bundled workspace package's npm dependency that the server declares too is external, so at run
 * time the workspace code gets the server's copy: the two must be pinned alike, or that code would
 * run against a version it was not written or tested for. Answers each difference as a sentence.
 */
export function versionMismatches(server, workspaces) {
  const mismatches = [];
  for (const workspace of workspaces) {
    for (const [name, wanted] of Object.entries(workspace.dependencies ?? {})) {
      const loaded = server.dependencies[name];
      if (name.startsWith('@woohoo/') || loaded === undefined || loaded === wanted) continue;
      mismatches.push(
        `${workspace.name} declares ${name} ${wanted}, but the bundle loads the server's ${loaded}`,
      );
    }
  }
  return mismatches;
}

/**
 * Builds, then puts each file in place by renaming a complete copy over it, and only when it
 * changed: a process may be starting from dist/ while a command line tool (`npm run reset-local`)
 * builds again, and must never read a file half written.
 */
export async function buildServer() {
  const { server, workspaces } = readPackages();
  const mismatches = versionMismatches(server, workspaces);
  if (mismatches.length > 0) throw new Error(`server build: pin these alike\n${mismatches.join('\n')}`);
  const { outputFiles } = await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ENTRIES,
    outdir: DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: externals(),
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(DIST_DIR, { recursive: true });
  for (const file of outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
