/** A tiny observable value, like create-flag-store.ts but of any type (state that outlives a page). */
export type ValueStore<T> = {
  get: () => T;
  set: (next: T) => void;
  update: (transition: (current: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T): void => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set,
    update: (transition) => set(transition(value)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
