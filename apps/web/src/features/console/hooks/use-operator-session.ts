import { useSyncExternalStore } from 'react';
import { type OperatorSession, operatorSessionStore } from '../utils/operator-session-store';

/** The operator session, or null when the console shows its sign-in screen. */
export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(
    operatorSessionStore.subscribe,
    operatorSessionStore.get,
    operatorSessionStore.get,
  );
}
