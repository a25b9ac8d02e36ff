import { useSyncExternalStore } from 'react';
import type { FlagStore } from '../lib/create-flag-store';

/** The current value of a flag store (see lib/create-flag-store.ts). */
export function useFlag(store: FlagStore): boolean {
  return useSyncExternalStore(store.subscribe, store.get);
}
