// The rehearsal's child processes. Each runs in a process group of its own (so stopping it also
// stops what it started: npm's children, start-cluster's worker and replicas), writes its output
// to a log file of the run, and keeps its last lines to print when something fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const TAIL_LINES = 40;
/** How long a child has to stop on SIGTERM before its group is killed. */
const STOP_GRACE_MS = 20_000;

/** Every child still running, so a stop of the rehearsal reaches those no step tracks (a deploy). */
export const runningChildren = new Set<Child>();

export type Child = {
  name: string;
  logFile: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) when the process has exited. */
  exited: Promise<number | null>;
  /** The last lines it printed. */
  tail: () => string;
  /** Emits `line` for each line on stdout or stderr. */
  lines: EventEmitter;
  /** SIGTERM to the group, SIGKILL after the grace; resolves once it exited. Safe to call twice. */
  stop: () => Promise<void>;
};

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logDir: string; onLine?: (line: string) => void },
): Child {
  const logFile = join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const emitter = new EventEmitter();
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      options.onLine?.(line);
      emitter.emit('line', line);
    });
  }
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.once('error', () => done(-1));
  });
  let stopping: Promise<void> | undefined;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup('SIGTERM');
        const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      // What the group's leader left behind (a replica whose parent died first).
      signalGroup('SIGKILL');
      await new Promise<void>((done) => log.end(done));
    })();
    return stopping;
  };
  const started: Child = { name, logFile, child, exited, tail: () => lines.join('\n'), lines: emitter, stop };
  runningChildren.add(started);
  void exited.then(() => runningChildren.delete(started));
  return started;
}

/** Resolves once `child` printed a line matching `pattern` (with the match), rejects if it exits first. */
export function waitForLine(child: Child, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${child.name}: no line matching ${pattern} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onLine = (line: string) => {
      const match = line.match(pattern);
      if (!match) return;
      clearTimeout(timer);
      child.lines.off('line', onLine);
      resolve(match);
    };
    child.lines.on('line', onLine);
    void child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${child.name} exited (${code}) before printing a line matching ${pattern}`));
    });
  });
}
