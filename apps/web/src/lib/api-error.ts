/**
 * A failed API call. `code` is the envelope code from the server (SPEC 8 and
 * packages/shared/src/error-codes.ts) or one of CLIENT_ERROR_CODES when no envelope arrived;
 * `status` is the HTTP status (0 when the request never got an answer).
 *
 * Decision (SPEC 8 says other calls "never resolve"): every failed call rejects with an ApiError.
 * A promise that never settles leaves spinners and pending mutations forever; a rejection lets
 * react-query mark the query as failed while the toast has already told the user.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;

  constructor(details: { code: number; msg: string; status: number }) {
    super(details.msg || `API error ${details.code}`);
    this.name = 'ApiError';
    this.code = details.code;
    this.msg = details.msg;
    this.status = details.status;
  }
}

/** Codes for failures that carry no server envelope. Negative so they never clash with the server's. */
export const CLIENT_ERROR_CODES = {
  /** The request could not reach the server (offline, DNS, CORS, connection reset). */
  network: -1,
  /** No answer within the timeout (SPEC 9: 60 s). */
  timeout: -2,
  /** An answer that is not the `{ code, msg, data }` envelope (e.g. a proxy's HTML error page). */
  badResponse: -3,
} as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
