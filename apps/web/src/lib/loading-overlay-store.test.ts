import { describe, expect, it, vi } from 'vitest';
import { beginLoading, endLoading, isLoading, subscribeLoading } from './loading-overlay-store';

describe('loading overlay counter', () => {
  it('stays visible until the last call ends and notifies only on changes of visibility', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLoading(listener);
    beginLoading();
    beginLoading();
    expect(isLoading()).toBe(true);
    endLoading();
    expect(isLoading()).toBe(true);
    endLoading();
    expect(isLoading()).toBe(false);
    endLoading(); // an extra end never goes below zero
    expect(isLoading()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
