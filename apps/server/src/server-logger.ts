import { hostname } from 'node:os';
import { type Logger, pino } from 'pino';

/** Keys, tokens and signatures never reach the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.key',
  'req.headers.cookie',
  'req.body',
];

/** What a module that is not a route writes to: the server logger, or the console where there is none. */
export type WarnLog = { warn: (msg: string) => void };

/**
 * The one logger of a server process (README "Observability"): every line is one JSON object
 * with the same fields, pino's `level`, `time`, `pid`, `hostname` and `msg`, and `service` and
 * `role` (PROCESS_ROLE), whether it comes from start-up, a migration, a worker, a request (the
 * request's lines add `reqId`) or the shutdown, so one log pipeline reads them all.
 */
export function createServerLogger(options: { level: string; role: string; stderr?: boolean }): Logger {
  return pino(
    {
      level: options.level,
      redact: LOG_REDACT_PATHS,
      base: { pid: process.pid, hostname: hostname(), service: 'woohoo', role: options.role },
    },
    // A process about to exit on its own error writes synchronously, so no line is lost.
    options.stderr ? pino.destination({ dest: 2, sync: true }) : undefined,
  );
}

/**
 * The lines that say where the process stands (ready at its URL, stopping, stopped) at level
 * info whatever LOG_LEVEL asks, as long as it is not `silent`: what starts the process (a test,
 * a script, a person) waits for the ready line, and a quieter level must not hide it.
 */
export function lifecycleLogger(log: Logger): Logger {
  return log.level === 'silent' ? log : log.child({}, { level: 'info' });
}
