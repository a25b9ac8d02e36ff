import { describe, expect, it } from 'vitest';
import { createValueStore } from './create-value-store';

describe('createValueStore', () => {
  it('notifies subscribers of a new value, and not of the same one', () => {
    const store = createValueStore({ phase: 'idle' });
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    const same = store.get();
    store.set(same);
    store.update((current) => ({ ...current, phase: 'crediting' }));
    expect(store.get()).toEqual({ phase: 'crediting' });
    expect(calls).toBe(1);
    unsubscribe();
    store.set({ phase: 'idle' });
    expect(calls).toBe(1);
  });
});
