import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { makeJsonResponse, makeSession } from '../testing/factories';
import { type ApiClientDeps, createApiClient } from './api-client';
import { CLIENT_ERROR_CODES } from './api-error';
import { requestFile } from './request-file';

function makeClient(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  const calls = { toasts: [] as string[], loading: 0, maxLoading: 0 };
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
    onLoggedInElsewhere: () => {},
    onSessionInvalid: () => {},
  };
  return { client: createApiClient(deps), calls };
}

describe('requestFile', () => {
  it('resolves with the file and its Content-Disposition, sent with the bearer token', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('id,amount\n1,2\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="withdraw.csv"',
          },
        }),
    );
    const { client, calls } = makeClient(fetchMock);
    const file = await requestFile(
      client,
      routes.records.export.withdraw,
      { query: { status: 'success' } },
      { accept: 'text/csv' },
    );
    expect(await file.blob.text()).toBe('id,amount\n1,2\n');
    expect(file.disposition).toBe('attachment; filename="withdraw.csv"');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/records/withdraw/export?status=success');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', accept: 'text/csv' });
    expect(calls.maxLoading).toBe(1);
    expect(calls.loading).toBe(0);
  });

  it('rejects and toasts the server message when the answer is an error envelope', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      makeJsonResponse(401, { code: 40100, msg: 'Please sign in', data: null }),
    );
    const { client, calls } = makeClient(fetchMock);
    await expect(requestFile(client, routes.records.export.deposit, {})).rejects.toMatchObject({
      code: 40100,
      status: 401,
    });
    expect(calls.toasts).toEqual(['Please sign in']);
  });

  it('treats a success envelope where a file was expected as a bad response', async () => {
    const { client, calls } = makeClient(
      vi.fn<typeof fetch>(async () => makeJsonResponse(200, { code: 10000, msg: 'ok', data: [] })),
    );
    await expect(requestFile(client, routes.records.export.swap, {})).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.badResponse,
    });
    expect(calls.toasts).toEqual(['request failed!']);
  });
});
