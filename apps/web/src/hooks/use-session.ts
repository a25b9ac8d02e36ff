import { useSyncExternalStore } from 'react';
import type { SessionState } from '../lib/session/session-state';
import { getSession, subscribeSession } from '../lib/session/session-store';

/**
 * The session (SPEC 3 user module). With a selector the component re-renders only when the
 * selected value changes; selectors must return stored values or primitives, not new objects.
 */
export function useSession(): SessionState;
export function useSession<T>(select: (state: SessionState) => T): T;
export function useSession<T>(select?: (state: SessionState) => T): T | SessionState {
  const read = () => (select ? select(getSession()) : getSession());
  // The same snapshot when rendered to HTML (the component tests render with react-dom/server).
  return useSyncExternalStore(subscribeSession, read, read);
}
