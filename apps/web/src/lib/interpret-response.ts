import { SESSION_ERRORS } from '@woohoo/shared/session-errors';
import { CLIENT_ERROR_CODES } from './api-error';

/** What the client does with an answer (SPEC 7 and 8). */
export type ResponseVerdict =
  | { kind: 'ok'; data: unknown }
  | { kind: 'loggedInElsewhere'; code: number; msg: string; status: number }
  | { kind: 'sessionInvalid'; code: number; msg: string; status: number }
  | { kind: 'error'; code: number; msg: string; status: number };

/** SPEC 7: string bodies are parsed as JSON; anything unparsable stays as it is. */
export function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

type LooseEnvelope = { code: number; msg?: unknown; data?: unknown };

function isEnvelope(body: unknown): body is LooseEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * Decides the outcome of a response. Success is an HTTP status of 200 to 299 with code 10000;
 * 40002 (logged in elsewhere) and 1012 (session invalid) get their own handling whatever the
 * HTTP status; data defaults to null when the envelope has none.
 */
export function interpretResponse(status: number, rawBody: unknown): ResponseVerdict {
  const body = parseBody(rawBody);
  if (!isEnvelope(body)) {
    return { kind: 'error', code: CLIENT_ERROR_CODES.badResponse, msg: '', status };
  }
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.code === SESSION_ERRORS.loggedInElsewhere.code) {
    return { kind: 'loggedInElsewhere', code: body.code, msg, status };
  }
  if (body.code === SESSION_ERRORS.sessionInvalid.code) {
    return { kind: 'sessionInvalid', code: body.code, msg, status };
  }
  const httpOk = status >= 200 && status <= 299;
  if (httpOk && body.code === 10000) return { kind: 'ok', data: body.data ?? null };
  return { kind: 'error', code: body.code, msg, status };
}
