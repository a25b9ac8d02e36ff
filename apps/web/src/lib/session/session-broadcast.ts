import { clearUserData } from './session-reducers';
import type { SessionState } from './session-state';
import { getSession, subscribeSession, updateSession } from './session-store';

/** The channel the tabs of one browser share the session on (same origin only, by the browser). */
export const SESSION_CHANNEL_NAME = 'woohoo.session';

/** The part of the session a tab hands another: who is signed in, with which token. */
export type SharedSession = Pick<SessionState, 'address' | 'usermsg' | 'userdetail'>;

/**
 * What the tabs say to each other (docs/rules.md "Session across tabs"): a new tab that is not
 * signed in asks; a signed-in tab answers with its session; a tab that signs in tells the others
 * its new token (the server has revoked the older one); a tab that signs out tells them too.
 */
export type SessionMessage =
  | { type: 'ask' }
  | { type: 'answer'; session: SharedSession }
  | { type: 'signedIn'; session: SharedSession }
  | { type: 'signedOut' };

/** What the broadcast needs of a BroadcastChannel. */
export type SessionChannel = {
  postMessage: (message: SessionMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
};

/** What it needs of the session store (session-store.ts; a test passes its own). */
export type SessionStore = {
  getSession: () => SessionState;
  updateSession: (transition: (current: SessionState) => SessionState) => void;
  subscribeSession: (listener: () => void) => () => void;
};

const APP_SESSION_STORE: SessionStore = { getSession, updateSession, subscribeSession };

function isSignedIn(state: SessionState): boolean {
  return state.usermsg.token !== '';
}

function shareOf(state: SessionState): SharedSession {
  return { address: state.address, usermsg: state.usermsg, userdetail: state.userdetail };
}

/** Takes over a session another tab of this browser signed in: the same token, no new signature. */
export function adoptSharedSession(state: SessionState, shared: SharedSession): SessionState {
  return {
    ...state,
    address: shared.address,
    usermsg: { ...shared.usermsg },
    userdetail: shared.userdetail,
    signstatus: false,
    referrer: '',
  };
}

function isSharedSession(value: unknown): value is SharedSession {
  if (typeof value !== 'object' || value === null) return false;
  const { address, usermsg } = value as Partial<SharedSession>;
  return (
    typeof address === 'string' &&
    typeof usermsg === 'object' &&
    usermsg !== null &&
    typeof usermsg.token === 'string' &&
    usermsg.token !== '' &&
    typeof usermsg.pid === 'string'
  );
}

/** A message of another tab, or undefined for anything else on the channel. */
export function readSessionMessage(data: unknown): SessionMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { type?: unknown; session?: unknown };
  if (message.type === 'ask' || message.type === 'signedOut') return { type: message.type };
  if ((message.type === 'answer' || message.type === 'signedIn') && isSharedSession(message.session)) {
    return { type: message.type, session: message.session };
  }
  return undefined;
}

/** What this tab does with a message of another tab, given its own session. */
function reply(
  message: SessionMessage,
  current: SessionState,
): { post?: SessionMessage; apply?: (state: SessionState) => SessionState } {
  switch (message.type) {
    case 'ask':
      return isSignedIn(current) ? { post: { type: 'answer', session: shareOf(current) } } : {};
    case 'answer':
      return isSignedIn(current) ? {} : { apply: (state) => adoptSharedSession(state, message.session) };
    case 'signedIn':
      return current.usermsg.token === message.session.usermsg.token
        ? {}
        : { apply: (state) => adoptSharedSession(state, message.session) };
    case 'signedOut':
      return isSignedIn(current) ? { apply: clearUserData } : {};
  }
}

/**
 * Shares the signed-in session among the tabs of one browser (SPEC 8 "one session": 40002 is for
 * another device, not another tab). sessionStorage is per tab, so a new tab starts signed out; it
 * asks the open tabs and takes over the session one of them answers with, where signing in again
 * would revoke the first tab's token. A sign-in or sign-out in one tab (a 40002 or 1012 too) is
 * told to the others. Returns the stop function.
 */
export function startSessionBroadcast(
  channel: SessionChannel,
  store: SessionStore = APP_SESSION_STORE,
): () => void {
  // A change that came from another tab is not told back to the tabs.
  let fromAnotherTab = false;
  let previousToken = store.getSession().usermsg.token;
  channel.addEventListener('message', (event) => {
    const message = readSessionMessage(event.data);
    if (!message) return;
    const { post, apply } = reply(message, store.getSession());
    if (post) channel.postMessage(post);
    if (apply) {
      fromAnotherTab = true;
      try {
        store.updateSession(apply);
      } finally {
        fromAnotherTab = false;
      }
    }
  });
  const unsubscribe = store.subscribeSession(() => {
    const next = store.getSession();
    const changed = next.usermsg.token !== previousToken;
    previousToken = next.usermsg.token;
    if (!changed || fromAnotherTab) return;
    channel.postMessage(
      isSignedIn(next) ? { type: 'signedIn', session: shareOf(next) } : { type: 'signedOut' },
    );
  });
  if (!isSignedIn(store.getSession())) channel.postMessage({ type: 'ask' });
  return () => {
    unsubscribe();
    channel.close();
  };
}

/** Starts the broadcast where the browser has BroadcastChannel (every current one does). */
export function shareSessionAcrossTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  startSessionBroadcast(new BroadcastChannel(SESSION_CHANNEL_NAME));
}
