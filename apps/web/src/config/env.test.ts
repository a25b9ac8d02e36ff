import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env';

describe('parseWebEnv', () => {
  it('defaults to the same origin', () => {
    expect(parseWebEnv({})).toEqual({ apiBaseUrl: '' });
    expect(parseWebEnv({ VITE_API_BASE_URL: '  ' })).toEqual({ apiBaseUrl: '' });
  });
  it('drops trailing slashes from the base URL', () => {
    expect(parseWebEnv({ VITE_API_BASE_URL: 'https://api.example.com/' })).toEqual({
      apiBaseUrl: 'https://api.example.com',
    });
  });
  it('rejects a base URL that is not http(s)', () => {
    expect(() => parseWebEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow(/VITE_API_BASE_URL/);
  });
});
