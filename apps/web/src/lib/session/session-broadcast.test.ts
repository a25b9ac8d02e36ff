import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/factories';
import { type SessionChannel, type SessionStore, startSessionBroadcast } from './session-broadcast';
import { clearUserData, setSignedIn } from './session-reducers';
import { createDefaultSession, type SessionState } from './session-state';

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

/** One tab's session store (its sessionStorage): what session-store.ts does, in memory. */
function makeTabStore(initial: SessionState = createDefaultSession()): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSession: () => state,
    updateSession: (transition) => {
      const next = transition(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribeSession: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const signedIn = (token: string) =>
  setSignedIn(createDefaultSession(), { token, user: makeUser({ address: ADDRESS, pid: '' }) });

let stops: (() => void)[] = [];
let name = 0;

/** Opens a tab of the browser: its store and its end of the channel (Node's BroadcastChannel). */
function openTab(channelName: string, initial?: SessionState): SessionStore {
  const store = makeTabStore(initial);
  stops.push(startSessionBroadcast(new BroadcastChannel(channelName) as unknown as SessionChannel, store));
  return store;
}

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('the session shared by the tabs of one browser', () => {
  it('hands a new tab the signed-in session, with the same token, without a new sign-in', async () => {
    const channel = `test-${++name}`;
    const first = openTab(channel, signedIn('token-1'));
    const second = openTab(channel);
    await vi.waitFor(() => expect(second.getSession().usermsg.token).toBe('token-1'));
    expect(second.getSession()).toMatchObject({ address: ADDRESS, signstatus: false });
    expect(second.getSession().userdetail?.address).toBe(ADDRESS);
    expect(first.getSession().usermsg.token).toBe('token-1');
  });

  it('signs every tab out when one signs out', async () => {
    const channel = `test-${++name}`;
    const first = openTab(channel, signedIn('token-1'));
    const second = openTab(channel);
    await vi.waitFor(() => expect(second.getSession().usermsg.token).toBe('token-1'));
    second.updateSession(clearUserData);
    await vi.waitFor(() => expect(first.getSession().signstatus).toBe(true));
    expect(first.getSession().usermsg.token).toBe('');
  });

  it("gives every tab a new sign-in's token (the server revoked the older one)", async () => {
    const channel = `test-${++name}`;
    const first = openTab(channel, signedIn('token-1'));
    const second = openTab(channel);
    await vi.waitFor(() => expect(second.getSession().usermsg.token).toBe('token-1'));
    first.updateSession(() => signedIn('token-2'));
    await vi.waitFor(() => expect(second.getSession().usermsg.token).toBe('token-2'));
  });

  it('leaves a new tab signed out when no open tab is signed in, and ignores foreign messages', async () => {
    const channel = `test-${++name}`;
    const stranger = new BroadcastChannel(channel);
    const first = openTab(channel);
    stranger.postMessage({ type: 'answer', session: { address: ADDRESS, usermsg: { token: '' } } });
    stranger.postMessage({ type: 'signedIn', session: 'token' });
    const second = openTab(channel);
    // The ask of the second tab is answered by no one; wait for it to have gone round.
    const heard: unknown[] = [];
    stranger.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
    openTab(channel);
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'ask' }));
    expect(first.getSession().signstatus).toBe(true);
    expect(second.getSession().signstatus).toBe(true);
    stranger.close();
  });
});
