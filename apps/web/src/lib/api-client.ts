import { LOGGED_IN_ELSEWHERE_DELAY_MS, REQUEST_TIMEOUT_MS } from '@woohoo/shared/constants';
import {
  type EndpointData,
  type EndpointInput,
  type EndpointRoute,
  type EndpointSpec,
  fillPath,
} from '@woohoo/shared/endpoints/endpoint';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import {
  buildRequestHeaders,
  buildRequestUrl,
  type HttpMethod,
  sendsQuery,
  showsLoadingOverlay,
} from './build-request';
import { interpretResponse } from './interpret-response';
import type { SessionState } from './session/session-state';

export type RequestOptions = {
  /** SPEC 7: GET by default. */
  method?: HttpMethod;
  /** SPEC 7: defaults to an empty object; the query string for GET, the JSON body otherwise. */
  data?: unknown;
  /** Extra headers, e.g. the login's `key`. */
  headers?: Record<string, string>;
  /** SPEC 7 "custom auth": no Authorization and no lang header from the session. */
  customAuth?: boolean;
  /** SPEC 8: false hides the overlay without toasting the server's message. Default true. */
  toast?: boolean;
  /**
   * SPEC 7: whether the call shows the loading overlay; by default every call but myBoxLists
   * does. Refreshes of data already on screen pass false (see lib/money/overlay-for-fetch.ts).
   */
  overlay?: boolean;
  /** SPEC 9: 60 s by default. */
  timeoutMs?: number;
};

/** How a call to a declared endpoint is shown: what is not already in its declaration. */
export type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'headers'>;

/** A call's input and options; the input may be left out when nothing in it is required. */
export type CallArgs<E extends EndpointSpec, O = CallOptions> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every field of T is optional
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: O]
    : [input: EndpointInput<E>, options?: O];

/** What the client needs from the outside world; injected so tests can replace every piece. */
export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  getSession: () => Pick<SessionState, 'usermsg' | 'systemlang'>;
  beginLoading: () => void;
  endLoading: () => void;
  toast: (message: string) => void;
  /** The translated "request failed!" (SPEC 8 network failure). */
  requestFailedMessage: () => string;
  /** SPEC 8 40002, run 500 ms after the toast: clear user data and go home. */
  onLoggedInElsewhere: () => void;
  /** SPEC 8 1012: clear the stored state and go home. */
  onSessionInvalid: () => void;
  schedule?: (run: () => void, delayMs: number) => void;
};

/** What a call answered: the HTTP status and the body as `read` returned it. */
export type Answer<R> = { status: number; result: R };

export type ApiClient = {
  /**
   * Calls an endpoint declared in `@woohoo/shared/endpoints` (`api.call(routes.swap.create, {
   * body, headers })`): the path, method and the types of input and answer come from the
   * declaration.
   */
  call<E extends EndpointSpec>(route: EndpointRoute<E>, ...args: CallArgs<E>): Promise<EndpointData<E>>;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * The first half of `request`, for answers that are not JSON (a CSV file, see
   * request-file.ts): sends with the overlay and the timeout, and reads the response with
   * `read`. A call that got no answer has been toasted and rejects with an ApiError.
   */
  send<R>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<R>,
  ): Promise<Answer<R>>;
  /** The second half: the ApiError of an answer that is not a success, after the SPEC 8 handling. */
  fail(status: number, body: string, options?: RequestOptions): ApiError;
};

/**
 * A read that got no answer at all (network down, timeout) is not toasted: the connection banner
 * says the service cannot be reached from that same failure (lib/pwa/connectivity.ts), and the
 * page shows its own "could not be loaded" with Retry, where a "request failed!" toast sat on
 * top of it. A write the user just asked for still toasts.
 */
function isUnansweredRead(options: RequestOptions, error: ApiError): boolean {
  return (options.method ?? 'GET') === 'GET' && error.status === 0;
}

/**
 * The request layer of SPEC 7 and 8. Resolves with the envelope's `data` on success and rejects
 * with an ApiError otherwise, after it has shown the toast the spec asks for.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const schedule = deps.schedule ?? ((run, delayMs) => setTimeout(run, delayMs));
  // Several calls in flight can all get 40002/1012; the user sees one toast and one redirect.
  let sessionEnding = false;

  function endSession(kind: 'loggedInElsewhere' | 'sessionInvalid', msg: string): void {
    if (sessionEnding) return;
    sessionEnding = true;
    if (msg) deps.toast(msg);
    const finish = (): void => {
      sessionEnding = false;
      if (kind === 'loggedInElsewhere') deps.onLoggedInElsewhere();
      else deps.onSessionInvalid();
    };
    if (kind === 'loggedInElsewhere') schedule(finish, LOGGED_IN_ELSEWHERE_DELAY_MS);
    else finish();
  }

  async function sendRaw<R>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<R>,
  ): Promise<Answer<R>> {
    const method = options.method ?? 'GET';
    const data = options.data ?? {};
    const hasJsonBody = !sendsQuery(method);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const response = await deps.fetch(buildRequestUrl(deps.baseUrl, path, method, data), {
        method,
        cache: 'no-store',
        headers: buildRequestHeaders({
          session: deps.getSession(),
          customAuth: options.customAuth ?? false,
          hasJsonBody,
          headers: options.headers,
        }),
        body: hasJsonBody ? JSON.stringify(data) : undefined,
        signal: controller.signal,
      });
      return { status: response.status, result: await read(response) };
    } catch {
      const code = timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network;
      throw new ApiError({ code, msg: deps.requestFailedMessage(), status: 0 });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends with the overlay around it; a call that got no answer has been toasted and rejects. */
  async function send<R>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<R>,
  ): Promise<Answer<R>> {
    const loading = options.overlay ?? showsLoadingOverlay(path);
    if (loading) deps.beginLoading();
    try {
      return await sendRaw(path, options, read);
    } catch (error) {
      if ((options.toast ?? true) && error instanceof ApiError && !isUnansweredRead(options, error)) {
        deps.toast(error.msg);
      }
      throw error;
    } finally {
      if (loading) deps.endLoading();
    }
  }

  /** Turns an answer that is not a success into an ApiError, after the SPEC 8 handling. */
  function fail(status: number, body: string, options: RequestOptions = {}): ApiError {
    const verdict = interpretResponse(status, body);
    if (verdict.kind === 'ok') {
      // A success envelope where something else was expected (a file): as unusable as a proxy's page.
      const error = new ApiError({
        code: CLIENT_ERROR_CODES.badResponse,
        msg: deps.requestFailedMessage(),
        status,
      });
      if (options.toast ?? true) deps.toast(error.msg);
      return error;
    }
    const msg = verdict.msg || deps.requestFailedMessage();
    const error = new ApiError({ code: verdict.code, msg, status: verdict.status });
    if (verdict.kind === 'loggedInElsewhere' || verdict.kind === 'sessionInvalid') {
      endSession(verdict.kind, msg);
    } else if (options.toast ?? true) {
      deps.toast(msg);
    }
    return error;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const answer = await send(path, options, (response) => response.text());
    const verdict = interpretResponse(answer.status, answer.result);
    if (verdict.kind === 'ok') return verdict.data as T;
    throw fail(answer.status, answer.result, options);
  }

  function call<E extends EndpointSpec>(
    route: EndpointRoute<E>,
    ...[input, options]: CallArgs<E>
  ): Promise<EndpointData<E>> {
    return request<EndpointData<E>>(...requestOf(route, input ?? {}, options));
  }

  return { call, request, send, fail };
}

/** The path and request options of a call to a declared endpoint (SPEC 7: a GET's data is its query). */
export function requestOf(
  route: Pick<EndpointRoute, 'method' | 'path'>,
  input: { params?: unknown; query?: unknown; body?: unknown; headers?: unknown },
  options: CallOptions = {},
): [path: string, options: RequestOptions] {
  return [
    fillPath(route.path, input.params as Record<string, unknown> | undefined),
    {
      ...options,
      method: route.method,
      data: sendsQuery(route.method) ? input.query : input.body,
      headers: input.headers as Record<string, string> | undefined,
    },
  ];
}
