import { describe, expect, it } from 'vitest';
import { makeSession } from '../testing/factories';
import { buildRequestHeaders, buildRequestUrl, showsLoadingOverlay } from './build-request';

describe('buildRequestHeaders (SPEC 7)', () => {
  const session = makeSession({ usermsg: { token: 'tok', pid: '' }, systemlang: 'en_US' });

  it('sends the bearer token and the lang header from the session', () => {
    expect(buildRequestHeaders({ session, customAuth: false, hasJsonBody: true })).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer tok',
      lang: 'en_US',
    });
  });
  it('omits Authorization when signed out', () => {
    const headers = buildRequestHeaders({ session: makeSession(), customAuth: false, hasJsonBody: false });
    expect(headers.authorization).toBeUndefined();
    expect(headers.lang).toBe('zh_CN');
    expect(headers['content-type']).toBeUndefined();
  });
  it('leaves both out on custom-auth calls and keeps the caller headers', () => {
    expect(
      buildRequestHeaders({
        session,
        customAuth: true,
        hasJsonBody: false,
        headers: { authorization: 'Custom x' },
      }),
    ).toEqual({ accept: 'application/json', authorization: 'Custom x' });
  });
  it('adds extra headers such as the login key', () => {
    expect(
      buildRequestHeaders({ session, customAuth: false, hasJsonBody: true, headers: { key: 'k' } }).key,
    ).toBe('k');
  });
});

describe('buildRequestUrl', () => {
  it('joins base and path', () => {
    expect(buildRequestUrl('', '/api/config', 'GET', {})).toBe('/api/config');
    expect(buildRequestUrl('https://x.io', '/api/config', 'POST', { a: 1 })).toBe('https://x.io/api/config');
  });
  it('puts GET data in the query string and skips empty values', () => {
    expect(buildRequestUrl('', '/api/auth/nonce', 'GET', { address: '0xab', x: undefined, y: null })).toBe(
      '/api/auth/nonce?address=0xab',
    );
    expect(buildRequestUrl('', '/api/list?page=1', 'GET', { size: 10 })).toBe('/api/list?page=1&size=10');
  });
});

describe('showsLoadingOverlay (SPEC 7)', () => {
  it('shows the overlay on every call except myBoxLists', () => {
    expect(showsLoadingOverlay('/api/config')).toBe(true);
    expect(showsLoadingOverlay('/api/box/myBoxLists')).toBe(false);
    expect(showsLoadingOverlay('/api/box/myBoxLists?page=2')).toBe(false);
  });
});
