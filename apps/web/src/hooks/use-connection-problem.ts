import { useEffect, useSyncExternalStore } from 'react';
import { type ConnectionProblem, findConnectionProblem } from '../lib/pwa/connectivity';
import { connectivityStore, watchBrowserConnectivity } from '../lib/pwa/connectivity-store';

/** Whether the app is offline or cannot reach its API (lib/pwa/connectivity.ts). */
export function useConnectionProblem(): ConnectionProblem {
  useEffect(() => watchBrowserConnectivity(window), []);
  return findConnectionProblem(useSyncExternalStore(connectivityStore.subscribe, connectivityStore.get));
}
