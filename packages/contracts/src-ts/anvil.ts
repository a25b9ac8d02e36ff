import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type StartAnvilOptions = {
  port: number;
  /** Interface to listen on; defaults to 127.0.0.1. */
  host?: string;
  /** Defaults to 31337. */
  chainId?: number;
  /** anvil `--state`: loaded at start when the file exists, written when anvil stops. */
  statePath?: string;
  /**
   * anvil `--state-interval`: also write `statePath` every N seconds while running, so a killed
   * process or a power cut loses at most that much of the chain, not everything since start.
   */
  stateIntervalSec?: number;
  /** Mine a block every N seconds instead of one per transaction. */
  blockTimeSec?: number;
  /** How long to wait for the RPC to answer; defaults to 15 s. */
  startTimeoutMs?: number;
  /** Passed to anvil as they are, after the options above. */
  extraArgs?: readonly string[];
  /** Receives anvil's stdout and stderr as they arrive (e.g. to forward to a logger). */
  onOutput?: (text: string) => void;
};

export type AnvilInstance = {
  rpcUrl: string;
  pid: number;
  /** Stops anvil (writing `statePath` first) and resolves once it has exited. Safe to call twice. */
  stop: () => Promise<void>;
};

/** anvil exited or never answered; `output` is the tail of what it printed. */
export class AnvilStartError extends Error {
  readonly output: string;

  constructor(message: string, output: string) {
    super(`${message}\n--- anvil output (tail) ---\n${output.trim() || '(none)'}`);
    this.name = 'AnvilStartError';
    this.output = output;
  }
}

type ExitInfo = { code: number | null; signal: NodeJS.Signals | null; error?: Error };

const DEFAULT_CHAIN_ID = 31337;
const DEFAULT_START_TIMEOUT_MS = 15_000;
/** anvil writes its state file on SIGTERM; give a large state time to land before SIGKILL. */
const STOP_GRACE_MS = 10_000;
const POLL_INTERVAL_MS = 100;
const OUTPUT_TAIL_CHARS = 16_000;

/**
 * Starts anvil from node_modules and resolves once its JSON-RPC answers with the expected chain id.
 * Rejects with an {@link AnvilStartError} carrying anvil's output if it exits early or times out.
 * anvil is also sent SIGTERM if this Node process exits without calling `stop`.
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const host = options.host ?? '127.0.0.1';
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const rpcUrl = `http://${connectableHost(host)}:${options.port}`;
  if (options.statePath) mkdirSync(dirname(options.statePath), { recursive: true });

  const { command, args } = resolveAnvilCommand();
  const child = spawn(command, [...args, ...anvilArgs(options, host, chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child, options.onOutput);
  const exit = watchExit(child);
  const killOnProcessExit = () => child.kill('SIGTERM');
  process.once('exit', killOnProcessExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stopChild(child, exit.promise).finally(() => process.off('exit', killOnProcessExit));
    return stopping;
  };

  try {
    await waitUntilReady(rpcUrl, chainId, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS, output, exit);
    if (child.pid === undefined) throw new AnvilStartError('anvil has no process id', output.tail());
    return { rpcUrl, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The platform binary shipped by @foundry-rs/anvil, or its Node wrapper when that is missing. */
export function resolveAnvilCommand(): { command: string; args: string[] } {
  const require = createRequire(import.meta.url);
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const platformBinary = tryResolve(require, `@foundry-rs/anvil-${process.platform}-${arch}/bin/${binary}`);
  if (platformBinary) return { command: platformBinary, args: [] };
  const wrapper = join(dirname(require.resolve('@foundry-rs/anvil/package.json')), 'bin.mjs');
  return { command: process.execPath, args: [wrapper] };
}

function tryResolve(require: NodeJS.Require, id: string): string | undefined {
  try {
    return require.resolve(id);
  } catch {
    // Not installed for this platform: the caller falls back to the wrapper.
    return undefined;
  }
}

function anvilArgs(options: StartAnvilOptions, host: string, chainId: number): string[] {
  const args = ['--host', host, '--port', String(options.port), '--chain-id', String(chainId)];
  if (options.statePath) args.push('--state', options.statePath);
  if (options.statePath && options.stateIntervalSec !== undefined)
    args.push('--state-interval', String(options.stateIntervalSec));
  if (options.blockTimeSec !== undefined) args.push('--block-time', String(options.blockTimeSec));
  return [...args, ...(options.extraArgs ?? [])];
}

/** A wildcard listen address is reached through loopback. */
function connectableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function captureOutput(child: ChildProcess, onOutput?: (text: string) => void): { tail: () => string } {
  let tail = '';
  const append = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-OUTPUT_TAIL_CHARS);
    onOutput?.(text);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return { tail: () => tail };
}

function watchExit(child: ChildProcess): { promise: Promise<ExitInfo>; current: () => ExitInfo | undefined } {
  let info: ExitInfo | undefined;
  const promise = new Promise<ExitInfo>((resolveExit) => {
    child.once('exit', (code, signal) => {
      info = { code, signal };
      resolveExit(info);
    });
    // Spawn failures (e.g. ENOENT) emit `error` and may never emit `exit`.
    child.once('error', (error) => {
      info = { code: null, signal: null, error };
      resolveExit(info);
    });
  });
  return { promise, current: () => info };
}

async function waitUntilReady(
  rpcUrl: string,
  chainId: number,
  timeoutMs: number,
  output: { tail: () => string },
  exit: { current: () => ExitInfo | undefined },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = exit.current();
    if (exited)
      throw new AnvilStartError(
        `anvil exited before answering at ${rpcUrl} (${describeExit(exited)})`,
        output.tail(),
      );
    // Wait for anvil's own "Listening on" line, so another server on the port is not mistaken for it.
    if (output.tail().includes('Listening on')) {
      const remoteChainId = await fetchChainId(rpcUrl);
      if (remoteChainId === chainId) return;
      if (remoteChainId !== undefined) {
        throw new AnvilStartError(
          `${rpcUrl} answered with chain id ${remoteChainId}, expected ${chainId}`,
          output.tail(),
        );
      }
    }
    await delay(POLL_INTERVAL_MS);
  }
  throw new AnvilStartError(`anvil did not answer at ${rpcUrl} within ${timeoutMs} ms`, output.tail());
}

async function fetchChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    // Not accepting connections yet: the caller polls again.
    return undefined;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<ExitInfo>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'timeout'>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), STOP_GRACE_MS);
  });
  const outcome = await Promise.race([exited, graceOver]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

function describeExit(info: ExitInfo): string {
  if (info.error) return `spawn failed: ${info.error.message}`;
  return info.signal ? `signal ${info.signal}` : `exit code ${info.code}`;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
}
