import type { OperatorIdentity } from '@woohoo/shared/api/operator';

/** The operator's session, apart from the user's (`woohoo.session`), so neither replaces the other. */
export const OPERATOR_SESSION_STORAGE_KEY = 'woohoo.operatorSession';

export type OperatorSession = OperatorIdentity & { token: string; expiresAt: string };

export type OperatorSessionStore = {
  get: () => OperatorSession | null;
  set: (session: OperatorSession) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/** A stored session, or null when there is none, it is malformed or it has expired at `nowMs`. */
export function parseOperatorSession(raw: string | null, nowMs: number): OperatorSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, actor, via, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof actor !== 'string') return null;
  if (via !== 'wallet') return null;
  if (typeof expiresAt !== 'string' || !(Date.parse(expiresAt) > nowMs)) return null;
  return { token, actor, via, expiresAt };
}

/**
 * The operator session kept in `storage` (sessionStorage: it ends with the tab) and in memory
 * when storage is blocked. Subscribers hear every sign-in and sign-out.
 */
export function createOperatorSessionStore(
  storage: Storage | undefined,
  nowMs: () => number = Date.now,
): OperatorSessionStore {
  let session = parseOperatorSession(
    safely(() => storage?.getItem(OPERATOR_SESSION_STORAGE_KEY) ?? null),
    nowMs(),
  );
  const listeners = new Set<() => void>();
  const replace = (next: OperatorSession | null) => {
    if (next === session) return;
    session = next;
    safely(() =>
      next
        ? storage?.setItem(OPERATOR_SESSION_STORAGE_KEY, JSON.stringify(next))
        : storage?.removeItem(OPERATOR_SESSION_STORAGE_KEY),
    );
    for (const listener of listeners) listener();
  };
  return {
    get: () => session,
    set: (next) => replace({ ...next }),
    clear: () => replace(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Storage can throw (privacy modes, quota); the session then lives in memory only. */
function safely<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

function readSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The console's one operator session. */
export const operatorSessionStore = createOperatorSessionStore(readSessionStorage());
