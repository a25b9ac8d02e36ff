import * as routes from '@woohoo/shared/endpoints/routes';
import type { SessionState } from './session/session-state';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC 7: the only call without the loading overlay. */
export const NO_LOADING_PATHS: readonly string[] = [routes.boxes.list.path];

/** Whether a call to this path shows the loading overlay (SPEC 7: all but myBoxLists). */
export function showsLoadingOverlay(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !NO_LOADING_PATHS.includes(pathname);
}

/**
 * SPEC 7 headers: `Authorization: Bearer <token>` when the session has one and `lang` from the
 * system language, except on calls marked custom auth, which bring their own headers.
 */
export function buildRequestHeaders(input: {
  session: Pick<SessionState, 'usermsg' | 'systemlang'>;
  customAuth: boolean;
  hasJsonBody: boolean;
  headers?: Record<string, string> | undefined;
}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (input.hasJsonBody) headers['content-type'] = 'application/json';
  if (!input.customAuth) {
    if (input.session.usermsg.token) headers.authorization = `Bearer ${input.session.usermsg.token}`;
    if (input.session.systemlang) headers.lang = input.session.systemlang;
  }
  return { ...headers, ...input.headers };
}

/** Base URL plus path; for GET and DELETE the data becomes the query string. */
export function buildRequestUrl(baseUrl: string, path: string, method: HttpMethod, data: unknown): string {
  const url = `${baseUrl}${path}`;
  if (!sendsQuery(method) || typeof data !== 'object' || data === null) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    query.append(key, String(value));
  }
  const text = query.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export function sendsQuery(method: HttpMethod): boolean {
  return method === 'GET' || method === 'DELETE';
}
