import { describe, expect, it } from 'vitest';
import { isOperatorPath } from './operator-listener';

describe('which requests are operator routes', () => {
  it('takes /api/operator and everything under it, and nothing that only starts alike', () => {
    for (const url of [
      '/api/operator',
      '/api/operator/me',
      '/api/operator/login',
      '/api/operator/audit?size=1',
    ])
      expect(isOperatorPath(url), url).toBe(true);
    for (const url of [
      '/api/operators',
      '/api/operatorx/me',
      '/api/auth/nonce',
      '/#/console',
      '/api/config?x=/api/operator/',
    ])
      expect(isOperatorPath(url), url).toBe(false);
  });
});
