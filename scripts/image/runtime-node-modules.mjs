#!/usr/bin/env node
// Copies into OUT_DIR the node_modules the built server loads at run time, and nothing else: the
// server's `dependencies` (apps/server/package.json) and, transitively, theirs, at the very versions
// `npm ci` installed from package-lock.json. The workspace packages are bundled into apps/server/dist
// (apps/server/scripts/build.mjs), so their dependencies (solc, anvil, forge) are not needed, nor are
// the server's development dependencies (PGlite, the dev inbox's SMTP packages, esbuild). `npm ci
// --omit=dev -w @woohoo/server` would install the workspaces' own dependencies too.
// Usage: node scripts/image/runtime-node-modules.mjs <repo root> <out dir>
import { cpSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const [repoRoot, outDir] = process.argv.slice(2);
if (!repoRoot || !outDir) throw new Error('usage: runtime-node-modules.mjs <repo root> <out dir>');
const root = realpathSync(repoRoot);
/**
 * Files no process reads at run time: type declarations, TypeScript sources (viem and ox ship
 * theirs beside the JavaScript), source maps of the packages and their docs. Dropping them takes
 * viem alone from 65 to about 25 MB.
 */
const UNUSED_FILE = /(\.d\.[cm]?ts|\.ts|\.tsx|\.map|\.tsbuildinfo|\.md)$/i;

/** Where Node finds package `name` from `fromDir`, as its resolution walks up; undefined if nowhere. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every package folder the server's runtime dependencies reach, relative to the repository root. */
export function runtimePackageDirs() {
  const serverDir = join(root, 'apps/server');
  const server = readJson(join(serverDir, 'package.json'));
  const queue = Object.keys(server.dependencies)
    .filter((name) => !name.startsWith('@woohoo/'))
    .map((name) => ({ name, from: serverDir, required: true }));
  const found = new Set();
  while (queue.length > 0) {
    const { name, from, required } = queue.shift();
    const dir = resolvePackage(name, from);
    if (!dir) {
      // An optional or peer dependency npm did not install (another platform's binary).
      if (required) throw new Error(`${name} (needed from ${relative(root, from)}) is not installed`);
      continue;
    }
    const rel = relative(root, dir);
    if (found.has(rel)) continue;
    found.add(rel);
    const pkg = readJson(join(dir, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      queue.push({ name: dep, from: dir, required: true });
    // A peer marked optional (viem's typescript) is what the package can use, not what it needs.
    const peers = Object.keys(pkg.peerDependencies ?? {}).filter(
      (dep) => !pkg.peerDependenciesMeta?.[dep]?.optional,
    );
    for (const dep of [...Object.keys(pkg.optionalDependencies ?? {}), ...peers])
      queue.push({ name: dep, from: dir, required: false });
  }
  return [...found].sort();
}

const dirs = runtimePackageDirs();
for (const rel of dirs) {
  const source = join(root, rel);
  // A package's own nested node_modules holds its dependencies, copied when they are reached.
  cpSync(source, join(outDir, rel), {
    recursive: true,
    dereference: true,
    filter: (path) => {
      if (path === source) return true;
      const inside = path.slice(source.length + 1);
      return !inside.split(sep).includes('node_modules') && !UNUSED_FILE.test(inside);
    },
  });
}
console.log(`runtime node_modules: ${dirs.length} packages copied to ${outDir}`);
