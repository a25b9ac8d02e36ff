import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import { buildLoginMessage } from '@woohoo/shared/login-message';
import type { LocalAccount } from 'viem';

/** apps/server, where the built `dist/main.mjs` runs from. */
export const SERVER_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Builds apps/server/dist (scripts/build.mjs), which `startServerProcess` runs: once per run,
 * before any process starts (the suite's global set-up, a benchmark), so that it runs the code
 * as it is now and no process reads a file while it is being written.
 */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [join(SERVER_DIR, 'scripts', 'build.mjs')], { stdio: 'inherit' });
}

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** The real `main.ts` as a child process: its output so far and the URL it said it serves. */
export type ServerProcess = { child: ChildProcess; output: () => string; baseUrl: string };

/**
 * Starts `main.ts`, built (`buildServerBundle`), in its own process group (so a kill of the group takes whatever it started,
 * such as its anvil, as a power cut does) and resolves once it prints that it is ready.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  readyTimeoutMs = 120_000,
  /** Node's own flags, such as --cpu-prof (which NODE_OPTIONS refuses). */
  nodeFlags: readonly string[] = [],
): Promise<ServerProcess> {
  // The built bundle (scripts/build.mjs, which the suite's global set-up runs), as `npm start` runs it.
  const child = spawn(process.execPath, [...nodeFlags, '--enable-source-maps', 'dist/main.mjs'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = await new Promise<string>((resolveReady, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`not ready in ${readyTimeoutMs} ms:\n${output}`));
    }, readyTimeoutMs);
    const poll = setInterval(() => {
      const match = output.match(/ready at (http:\/\/[^\s"]+)/);
      if (match?.[1]) {
        clearInterval(poll);
        clearTimeout(timer);
        resolveReady(match[1]);
      }
    }, 20);
    child.once('exit', (code, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server exited with ${signal ?? code}:\n${output}`));
    });
  });
  return { child, output: () => output, baseUrl };
}

/** True while the process has neither exited nor been killed. */
export function isRunning(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** SIGKILL to the whole process group: everything in it dies at once, nothing is flushed. */
export async function killHard(server: ServerProcess, settleMs = 0): Promise<void> {
  if (!isRunning(server)) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  process.kill(-(server.child.pid as number), 'SIGKILL');
  await exited;
  // Whatever else was in the group (a child anvil) may need a moment to free its port.
  if (settleMs > 0) await new Promise((done) => setTimeout(done, settleMs));
}

/** One HTTP call, its status and envelope. */
export async function api<T>(
  server: Pick<ServerProcess, 'baseUrl'>,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Signs `account` in as the web app does (EIP-4361, the encrypted login body); the bearer token. */
export async function signInOverHttp(
  server: Pick<ServerProcess, 'baseUrl'>,
  account: LocalAccount,
  referrer?: `0x${string}`,
): Promise<string> {
  const { body: config } = await api<{ rsaPublicKey: string; chain: { chainId: number } }>(
    server,
    '/api/config',
  );
  const { body: nonce } = await api<{ nonce: string }>(server, `/api/auth/nonce?address=${account.address}`);
  const message = buildLoginMessage({
    domain: new URL(server.baseUrl).host,
    uri: server.baseUrl,
    address: account.address,
    statement: 'Sign in to WOOHOO',
    chainId: config.data.chain.chainId,
    nonce: nonce.data.nonce,
    now: new Date(),
  });
  const signature = await account.signMessage({ message });
  const payload = { message, signature, ...(referrer ? { referrer } : {}) };
  const { key, body } = await encryptLoginPayload(config.data.rsaPublicKey, payload);
  const login = await api<{ token: string }>(server, '/api/login', {
    method: 'POST',
    headers: { key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (login.body.code !== 10000) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}

/** Reads until `ok` holds, every `everyMs`; throws with the last value after `ms`. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 30_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((done) => setTimeout(done, everyMs));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
}
