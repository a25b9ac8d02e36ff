import { hydrateSession } from './session-reducers';
import type { SessionState } from './session-state';

/** SPEC 3: the user module is persisted in sessionStorage, under this one key. */
export const SESSION_STORAGE_KEY = 'woohoo.session';

function readStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage can be blocked (privacy modes); the session then lives in memory
  }
}

let state: SessionState = hydrateSession(readStorage()?.getItem(SESSION_STORAGE_KEY) ?? null);
const listeners = new Set<() => void>();

/** The current session (a new object after every change, so React can compare references). */
export function getSession(): SessionState {
  return state;
}

/** Applies a transition (see session-reducers.ts), persists the result and notifies subscribers. */
export function updateSession(transition: (current: SessionState) => SessionState): void {
  const next = transition(state);
  if (next === state) return;
  state = next;
  try {
    readStorage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // quota or privacy mode: keep going in memory
  }
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
