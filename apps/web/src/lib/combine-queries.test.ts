import { describe, expect, it, vi } from 'vitest';
import { combineQueries } from './combine-queries';

describe('combineQueries', () => {
  it('is pending while any query is, and retries every one', () => {
    const a = { isPending: false, refetch: vi.fn(async () => undefined) };
    const b = { isPending: true, refetch: vi.fn(async () => undefined) };
    const both = combineQueries(a, b);
    expect(both.isPending).toBe(true);
    expect(combineQueries(a).isPending).toBe(false);
    both.retry();
    expect(a.refetch).toHaveBeenCalledOnce();
    expect(b.refetch).toHaveBeenCalledOnce();
  });
});
