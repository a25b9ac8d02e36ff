// The folders of the web app's builds (used by build.ts): each build in a folder of its own under
// `.builds/`, named by the fingerprint of its inputs, and `dist` a symbolic link to the current
// one, moved by rename so that a reader sees the old build or the new one, never half of either.
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Written last into a build folder: a folder without it is a build in progress or abandoned. */
export const COMPLETE_MARKER = '.complete';

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* filesUnder(join(path, name));
  } else {
    yield path;
  }
}

/**
 * A hash of every input file's path (relative to `root`) and content, and of `extra` (the
 * environment the build reads): equal fingerprints make equal builds.
 */
export function fingerprint(root: string, inputs: readonly string[], extra = ''): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  hash.update(extra);
  return hash.digest('hex').slice(0, 16);
}

export function isComplete(buildDir: string): boolean {
  return existsSync(join(buildDir, COMPLETE_MARKER));
}

/** Points the link `distLink` at `buildDir` by renaming a new link over it (atomic on POSIX). */
export function pointLinkAt(distLink: string, buildDir: string): void {
  const target = relative(dirname(distLink), buildDir);
  if (readLink(distLink) === target) return;
  const fresh = `${distLink}.${process.pid}.link`;
  rmSync(fresh, { force: true });
  symlinkSync(target, fresh);
  // A dist/ from before builds had folders of their own is a plain folder: moved aside once.
  if (existsSync(distLink) && !lstatSync(distLink).isSymbolicLink()) {
    renameSync(distLink, join(dirname(buildDir), `previous-${process.pid}`));
  }
  renameSync(fresh, distLink);
}

function readLink(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Removes the builds under `buildsDir` but `current` and the newest `keep` complete ones (a server
 * started a few builds ago still serves its own), and half-builds abandoned over an hour ago.
 */
export function pruneBuilds(buildsDir: string, current: string, keep: number, nowMs = Date.now()): void {
  const folders = readdirSync(buildsDir).map((name) => join(buildsDir, name));
  const completedAt = (path: string) => statSync(join(path, COMPLETE_MARKER)).mtimeMs;
  const newest = folders
    .filter(isComplete)
    .sort((a, b) => completedAt(b) - completedAt(a))
    .slice(0, keep);
  const kept = new Set([current, ...newest]);
  for (const path of folders) {
    if (kept.has(path)) continue;
    if (!isComplete(path) && statSync(path).mtimeMs > nowMs - 3_600_000) continue;
    rmSync(path, { recursive: true, force: true });
  }
}
