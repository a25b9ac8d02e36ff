import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPLETE_MARKER, fingerprint, isComplete, pointLinkAt, pruneBuilds } from './build-folders';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'woohoo-build-folders-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with an index.html naming `id`; complete unless told otherwise. */
function makeBuild(buildsDir: string, id: string, { complete = true, ageMs = 0 } = {}): string {
  const dir = join(buildsDir, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), id);
  const then = new Date(Date.now() - ageMs);
  if (complete) {
    writeFileSync(join(dir, COMPLETE_MARKER), '');
    utimesSync(join(dir, COMPLETE_MARKER), then, then);
  }
  utimesSync(dir, then, then);
  return dir;
}

describe('fingerprint', () => {
  it('is the same for the same files and changes with a file, a name or the environment', () => {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;');
    const first = fingerprint(root, ['src', 'missing.json']);
    expect(fingerprint(root, ['src', 'missing.json'])).toBe(first);
    expect(fingerprint(root, ['src'], 'VITE_BUILD_ID=x')).not.toBe(first);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 2;');
    const changed = fingerprint(root, ['src']);
    expect(changed).not.toBe(first);
    rmSync(join(root, 'src/a.ts'));
    writeFileSync(join(root, 'src/b.ts'), 'export const a = 2;');
    expect(fingerprint(root, ['src'])).not.toBe(changed);
  });
});

describe('pointLinkAt', () => {
  it('moves the link from one complete build to the next; a reader resolves one or the other', () => {
    const root = tempDir();
    const builds = join(root, '.builds');
    const link = join(root, 'dist');
    const a = makeBuild(builds, 'a');
    const b = makeBuild(builds, 'b');
    pointLinkAt(link, a);
    expect(readFileSync(join(link, 'index.html'), 'utf8')).toBe('a');
    pointLinkAt(link, b);
    expect(readlinkSync(link)).toBe(join('.builds', 'b'));
    expect(readFileSync(join(link, 'index.html'), 'utf8')).toBe('b');
    // Build a is untouched: a server that resolved the link before still finds its files.
    expect(readFileSync(join(a, 'index.html'), 'utf8')).toBe('a');
  });

  it('moves a dist folder from before build folders aside instead of writing into it', () => {
    const root = tempDir();
    const link = join(root, 'dist');
    mkdirSync(link);
    writeFileSync(join(link, 'index.html'), 'old');
    const a = makeBuild(join(root, '.builds'), 'a');
    pointLinkAt(link, a);
    expect(readFileSync(join(link, 'index.html'), 'utf8')).toBe('a');
  });
});

describe('pruneBuilds', () => {
  it('keeps the current build and the newest complete ones, and a build still being written', () => {
    const builds = tempDir();
    const ids = ['oldest', 'old', 'newer', 'newest'];
    for (const [i, id] of ids.entries()) makeBuild(builds, id, { ageMs: (ids.length - i) * 60_000 });
    const current = makeBuild(builds, 'current', { ageMs: 10 * 60_000 });
    makeBuild(builds, 'in-progress.123.tmp', { complete: false });
    makeBuild(builds, 'abandoned.456.tmp', { complete: false, ageMs: 2 * 3_600_000 });
    pruneBuilds(builds, current, 2);
    expect(readdirSync(builds).sort()).toEqual(['current', 'in-progress.123.tmp', 'newer', 'newest']);
    expect(isComplete(join(builds, 'current'))).toBe(true);
  });
});
