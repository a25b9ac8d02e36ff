import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJsonResponse, makeSession } from '../testing/factories';
import { type ApiClientDeps, createApiClient } from './api-client';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

/** A read and a write, as declared (the client is handed declared paths, never literals). */
const READ_PATH = routes.assets.balances.path;
const WRITE_PATH = routes.transfer.create.path;

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function makeDeps(fetchMock: FetchMock, overrides: Partial<ApiClientDeps> = {}) {
  const calls = { toasts: [] as string[], loading: 0, maxLoading: 0, elsewhere: 0, invalid: 0 };
  const deps: ApiClientDeps = {
    baseUrl: 'http://api.test',
    fetch: fetchMock,
    getSession: () => makeSession({ usermsg: { token: 'tok', pid: '' }, systemlang: 'en_US' }),
    beginLoading: () => {
      calls.loading += 1;
      calls.maxLoading = Math.max(calls.maxLoading, calls.loading);
    },
    endLoading: () => {
      calls.loading -= 1;
    },
    toast: (message) => calls.toasts.push(message),
    requestFailedMessage: () => 'request failed!',
    onLoggedInElsewhere: () => {
      calls.elsewhere += 1;
    },
    onSessionInvalid: () => {
      calls.invalid += 1;
    },
    ...overrides,
  };
  return { deps, calls };
}

function okFetch(data: unknown): FetchMock {
  return vi.fn<typeof fetch>(async () => makeJsonResponse(200, { code: 10000, msg: 'ok', data }));
}

describe('createApiClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with data and sends method, headers and no-store caching', async () => {
    const fetchMock = okFetch({ nonce: 'n' });
    const { deps, calls } = makeDeps(fetchMock);
    const data = await createApiClient(deps).request('/api/auth/nonce', { data: { address: '0xab' } });
    expect(data).toEqual({ nonce: 'n' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/nonce?address=0xab');
    expect(init?.method).toBe('GET');
    expect(init?.cache).toBe('no-store');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', lang: 'en_US' });
    expect(calls.maxLoading).toBe(1);
    expect(calls.loading).toBe(0);
    expect(calls.toasts).toEqual([]);
  });

  it('posts JSON with an empty object by default', async () => {
    const fetchMock = okFetch(null);
    const { deps } = makeDeps(fetchMock);
    await createApiClient(deps).request('/api/thing', { method: 'POST' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('does not show the overlay for myBoxLists', async () => {
    const { deps, calls } = makeDeps(okFetch([]));
    await createApiClient(deps).request('/api/box/myBoxLists');
    expect(calls.maxLoading).toBe(0);
  });

  it('toasts the server message and rejects with a typed error on other codes', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      makeJsonResponse(400, { code: 40000, msg: 'Invalid request', data: null }),
    );
    const { deps, calls } = makeDeps(fetchMock);
    const failure = createApiClient(deps).request(READ_PATH);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 40000, msg: 'Invalid request', status: 400 });
    expect(calls.toasts).toEqual(['Invalid request']);
    expect(calls.loading).toBe(0);
  });

  it('only hides the overlay when toasts are disabled', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      makeJsonResponse(409, { code: 40900, msg: 'x', data: null }),
    );
    const { deps, calls } = makeDeps(fetchMock);
    await expect(createApiClient(deps).request(READ_PATH, { toast: false })).rejects.toMatchObject({
      code: 40900,
    });
    expect(calls.toasts).toEqual([]);
    expect(calls.loading).toBe(0);
  });

  it('on 40002 toasts, then clears the session 500 ms later, once for concurrent calls', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      makeJsonResponse(401, { code: 40002, msg: 'Logged in elsewhere', data: null }),
    );
    const { deps, calls } = makeDeps(fetchMock);
    const client = createApiClient(deps);
    const results = await Promise.allSettled([client.request('/api/a'), client.request('/api/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls.toasts).toEqual(['Logged in elsewhere']);
    expect(calls.elsewhere).toBe(0);
    vi.advanceTimersByTime(499);
    expect(calls.elsewhere).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.elsewhere).toBe(1);
  });

  it('on 1012 clears the stored state at once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      makeJsonResponse(401, { code: 1012, msg: 'Session invalid', data: null }),
    );
    const { deps, calls } = makeDeps(fetchMock);
    await expect(createApiClient(deps).request('/api/user/info')).rejects.toMatchObject({ code: 1012 });
    expect(calls.invalid).toBe(1);
  });

  it('toasts "request failed!" when a write gets no answer', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { deps, calls } = makeDeps(fetchMock);
    await expect(createApiClient(deps).request(WRITE_PATH, { method: 'POST' })).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.network,
      status: 0,
    });
    expect(calls.toasts).toEqual(['request failed!']);
    expect(calls.loading).toBe(0);
  });

  it('does not toast a read that gets no answer: the banner and the page say it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { deps, calls } = makeDeps(fetchMock);
    await expect(createApiClient(deps).request(READ_PATH)).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.network,
      status: 0,
    });
    expect(calls.toasts).toEqual([]);
    expect(calls.loading).toBe(0);
  });

  it('aborts after the timeout', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { deps, calls } = makeDeps(fetchMock);
    const pending = createApiClient(deps).request(WRITE_PATH, { method: 'POST', timeoutMs: 1000 });
    const assertion = expect(pending).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.timeout });
    vi.advanceTimersByTime(1000);
    await assertion;
    expect(calls.toasts).toEqual(['request failed!']);
  });

  it('falls back to "request failed!" for a body that is not an envelope', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('<html>502</html>', { status: 502 }));
    const { deps, calls } = makeDeps(fetchMock);
    await expect(createApiClient(deps).request(READ_PATH)).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.badResponse,
      status: 502,
    });
    expect(calls.toasts).toEqual(['request failed!']);
  });

  it('skips the overlay when a call asks for it (refreshes of data on screen)', async () => {
    const { deps, calls } = makeDeps(okFetch([]));
    await createApiClient(deps).request(READ_PATH, { overlay: false });
    expect(calls.maxLoading).toBe(0);
  });

  it('sends extra headers such as Idempotency-Key with a POST', async () => {
    const fetchMock = okFetch({ id: '1' });
    const { deps } = makeDeps(fetchMock);
    await createApiClient(deps).request('/api/withdraw', {
      method: 'POST',
      data: { asset: 'USDT', amount: '1' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'key-1', authorization: 'Bearer tok' });
    expect(init?.body).toBe('{"asset":"USDT","amount":"1"}');
  });
});
