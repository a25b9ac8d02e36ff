// podman for the deploy tests, with this repository's containers.conf (scripts/image/podman-env.sh):
// runc, cgroupfs and no default ulimits, which the sandbox the tests run in requires.
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const IMAGE = process.env.WOOHOO_IMAGE ?? 'localhost/woohoo:local';
export const BASE_IMAGE = 'docker.io/library/node:20-bookworm-slim';
/** The uid the image runs as (Dockerfile `USER`): mounted secrets and data must be readable by it. */
export const IMAGE_UID = 10001;

export const podmanEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? join(REPO_ROOT, 'scripts/image/containers.conf'),
});

export type RunResult = { code: number | null; stdout: string; stderr: string };

/** Runs `command` to its end; resolves with its exit code and output (never rejects on a non-zero exit). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<RunResult> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: podmanEnv(), stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

/** `podman <args>`; throws with its output when it fails. */
export async function podman(args: string[]): Promise<string> {
  const result = await run('podman', args);
  if (result.code !== 0)
    throw new Error(`podman ${args.join(' ')} failed (${result.code}):\n${result.stderr}${result.stdout}`);
  return result.stdout.trim();
}

/** Builds the image with scripts/image/build.sh (the base image first when missing); layers are cached. */
export async function buildImage(): Promise<void> {
  const result = await run('bash', [join(REPO_ROOT, 'scripts/image/build.sh')], {
    env: { ...podmanEnv(), IMAGE },
  });
  if (result.code !== 0)
    throw new Error(`scripts/image/build.sh failed (${result.code}):\n${result.stderr.slice(-4000)}`);
}

/**
 * The size in bytes of the layers `image` adds above the base image: `podman history` lists the
 * image's layers newest first, the base's last (many rows have no id of their own to match).
 */
export async function sizeAboveBase(image: string): Promise<number> {
  const sizes = async (name: string) =>
    (JSON.parse(await podman(['history', '--format', 'json', name])) as { size: number }[]).map(
      (l) => l.size,
    );
  const own = await sizes(image);
  const base = await sizes(BASE_IMAGE);
  return own.slice(0, own.length - base.length).reduce((sum, size) => sum + size, 0);
}

/** Polls `url` until it answers 200 (every 250 ms), or throws after `timeoutMs` with the last answer. */
export async function waitForOk(
  url: string,
  timeoutMs: number,
  describe: () => Promise<string>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms (last: ${last})\n${await describe()}`);
}

/**
 * Whether a shape's tools are installed. Off CI a missing one skips the shape with a warning; on
 * CI (CI=true) it fails: .ci/run installs them, so a missing one is a broken machine.
 */
export function shapeCanRun(shape: string, tools: readonly string[]): boolean {
  const missing = tools.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return true;
  const message = `${shape}: ${missing.join(', ')} not installed (apt-get install ${missing.join(' ')})`;
  if (process.env.CI === 'true') throw new Error(`${message}; on CI every deploy shape must run`);
  console.warn(`${message}; skipped`);
  return false;
}
