import { describe, expect, it } from 'vitest';
import {
  createOperatorSessionStore,
  OPERATOR_SESSION_STORAGE_KEY,
  type OperatorSession,
  parseOperatorSession,
} from './operator-session-store';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');

function makeSession(overrides: Partial<OperatorSession> = {}): OperatorSession {
  return {
    token: 'op-token',
    actor: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    via: 'wallet',
    expiresAt: '2026-06-02T00:00:00.000Z',
    ...overrides,
  };
}

function makeStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe('parseOperatorSession', () => {
  it('reads a stored session that has not expired', () => {
    expect(parseOperatorSession(JSON.stringify(makeSession()), NOW)).toEqual(makeSession());
  });
  it('drops an expired, malformed or missing session', () => {
    expect(
      parseOperatorSession(JSON.stringify(makeSession({ expiresAt: '2026-06-01T11:59:59.000Z' })), NOW),
    ).toBeNull();
    expect(parseOperatorSession(JSON.stringify({ ...makeSession(), token: '' }), NOW)).toBeNull();
    expect(parseOperatorSession(JSON.stringify({ ...makeSession(), via: 'user' }), NOW)).toBeNull();
    expect(parseOperatorSession('{not json', NOW)).toBeNull();
    expect(parseOperatorSession(null, NOW)).toBeNull();
  });
});

describe('createOperatorSessionStore', () => {
  it('persists a sign-in under its own key, apart from the user session', () => {
    const storage = makeStorage({ 'woohoo.session': '{"usermsg":{"token":"user"}}' });
    const store = createOperatorSessionStore(storage, () => NOW);
    store.set(makeSession());
    expect(JSON.parse(storage.getItem(OPERATOR_SESSION_STORAGE_KEY) ?? '')).toEqual(makeSession());
    expect(storage.getItem('woohoo.session')).toBe('{"usermsg":{"token":"user"}}');
  });
  it('restores the stored session when created again (a reload)', () => {
    const storage = makeStorage({ [OPERATOR_SESSION_STORAGE_KEY]: JSON.stringify(makeSession()) });
    expect(createOperatorSessionStore(storage, () => NOW).get()).toEqual(makeSession());
  });
  it('clears the session from storage and tells subscribers once', () => {
    const storage = makeStorage();
    const store = createOperatorSessionStore(storage, () => NOW);
    store.set(makeSession());
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.clear();
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.getItem(OPERATOR_SESSION_STORAGE_KEY)).toBeNull();
    expect(calls).toBe(1);
  });
  it('keeps working in memory when storage throws', () => {
    const broken = makeStorage();
    broken.setItem = () => {
      throw new Error('quota');
    };
    const store = createOperatorSessionStore(broken, () => NOW);
    store.set(makeSession());
    expect(store.get()?.token).toBe('op-token');
  });
});
