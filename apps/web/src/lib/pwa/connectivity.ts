/**
 * Whether the app can reach its API, from two witnesses: the browser (navigator.onLine and its
 * online/offline events) and the API calls themselves (a call that got no answer at all). The
 * browser alone is not enough: it says "online" on a Wi-Fi with no way out, or when the server
 * is down.
 */
export type Connectivity = { browserOnline: boolean; apiReachable: boolean };

export type ConnectivityEvent =
  /** What the browser says now (at start, or with an online/offline event). */
  | { type: 'browser'; online: boolean }
  /** An API call got an answer (any status), or got none (network error, not a timeout). */
  | { type: 'api'; reachable: boolean };

/** What the offline banner says: nothing, "you are offline", or "cannot reach the server". */
export type ConnectionProblem = 'offline' | 'unreachable' | null;

export const INITIAL_CONNECTIVITY: Connectivity = { browserOnline: true, apiReachable: true };

export function nextConnectivity(state: Connectivity, event: ConnectivityEvent): Connectivity {
  if (event.type === 'api') {
    // An answer proves the network works, whatever navigator.onLine last said.
    if (event.reachable) return { browserOnline: true, apiReachable: true };
    return state.apiReachable ? { ...state, apiReachable: false } : state;
  }
  if (event.online === state.browserOnline) return state;
  // Back online: the last failure belongs to the time offline; the next call tells again.
  return event.online ? { browserOnline: true, apiReachable: true } : { ...state, browserOnline: false };
}

export function findConnectionProblem(state: Connectivity): ConnectionProblem {
  if (!state.browserOnline) return 'offline';
  return state.apiReachable ? null : 'unreachable';
}
