/**
 * SQLSTATEs of a connection the server ended or refused, rather than of a statement that was
 * wrong: class 08 (connection exception), 57P01-57P03 (terminated by an administrator, a crash,
 * a server starting or stopping), 53300 (too many connections).
 */
const LOST_STATES = /^(08...|57P0[123]|53300)$/;

/** What the socket says when the server is gone or does not answer. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** What pg and pg-pool say, without a code, about a connection that is gone or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
];

/**
 * True when an error means the database could not be reached or dropped the connection
 * mid-request. A transaction cut off so was rolled back by the server (a COMMIT already sent
 * may have landed), so the caller is told to retry: with the same idempotency key a retry is
 * safe either way.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** A database error for a log line: its code when it has one, else its message. */
export function describeDbError(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}
