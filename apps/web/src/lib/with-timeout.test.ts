import { PAGE_LOAD_TIMEOUT_MS } from '@woohoo/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the value when in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 100)).resolves.toBe(7);
  });
  it('passes the original rejection through', async () => {
    await expect(withTimeout(Promise.reject(new Error('chunk failed')), 100)).rejects.toThrow('chunk failed');
  });
  it('rejects after the SPEC 2 page timeout of 60 s', async () => {
    const never = new Promise<never>(() => undefined);
    const pending = withTimeout(never, PAGE_LOAD_TIMEOUT_MS, 'Page');
    const assertion = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    vi.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    await assertion;
  });
});
