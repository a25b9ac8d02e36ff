import type { AppConfig } from '@woohoo/shared/api/config';
import type { User } from '@woohoo/shared/api/user';
import type { LanguageCode } from '@woohoo/shared/languages';
import { toSessionLang } from '../i18n/language-codes';
import { createDefaultSession, type SessionState } from './session-state';

/**
 * Pure transitions of the session (SPEC 3 and 4). Each takes the state and returns the next
 * one; the store persists whatever they return.
 */

/** SPEC 4: empties the user message, detail and balance and sets the sign status back to "sign needed". */
export function clearUserData(state: SessionState): SessionState {
  return { ...state, usermsg: { token: '', pid: '' }, userdetail: null, balance: {}, signstatus: true };
}

/**
 * SPEC 8 (1012) and SPEC 4 (account change): clears the stored state. The language, the
 * server's configuration and the wallet's network survive: they do not belong to the user and
 * nothing would load them again before they change.
 */
export function resetSession(state: SessionState): SessionState {
  return {
    ...createDefaultSession(),
    lang: state.lang,
    systemlang: state.systemlang,
    config: state.config,
    chianmsg: state.chianmsg,
    chainid: state.chainid,
    checknetwork_status: state.checknetwork_status,
  };
}

/** After a successful login: keep the token and pid, the user and the address; sign needed no more. */
export function setSignedIn(state: SessionState, login: { token: string; user: User }): SessionState {
  return {
    ...state,
    address: login.user.address,
    usermsg: { token: login.token, pid: login.user.pid ?? '' },
    userdetail: login.user,
    signstatus: false,
    referrer: '',
  };
}

export function setUserDetail(state: SessionState, user: User): SessionState {
  return { ...state, userdetail: user, usermsg: { ...state.usermsg, pid: user.pid ?? '' } };
}

/** SPEC 4 language mapping, from the interface language: systemlang is the code, lang its short form. */
export function setLanguage(state: SessionState, code: LanguageCode): SessionState {
  if (state.systemlang === code && state.lang === toSessionLang(code)) return state;
  return { ...state, systemlang: code, lang: toSessionLang(code) };
}

export function setConnectedAddress(state: SessionState, address: string): SessionState {
  return state.address === address ? state : { ...state, address };
}

/** SPEC 4: stores the wallet's chain and raises the wrong-network flag when it is not the configured one. */
export function setWalletChain(state: SessionState, chainId: number, expectedChainId: number): SessionState {
  const wrong = chainId !== expectedChainId;
  if (state.chainid === chainId && state.checknetwork_status === wrong) return state;
  return { ...state, chainid: chainId, checknetwork_status: wrong };
}

/** No wallet, no wrong network: the flag goes down (the last known chain stays). */
export function setWalletDisconnected(state: SessionState): SessionState {
  return state.checknetwork_status ? { ...state, checknetwork_status: false } : state;
}

/** Keeps the server's configuration and its chain message (SPEC 3 `config`, `chianmsg`). */
export function setAppConfig(state: SessionState, config: AppConfig): SessionState {
  return state.config === config ? state : { ...state, config, chianmsg: config.chain };
}

export function setReferrer(state: SessionState, referrer: string): SessionState {
  return state.referrer === referrer ? state : { ...state, referrer };
}

/** Whether the session holds a token for this wallet address (case-insensitive). */
export function isSignedInAs(state: SessionState, address: string | undefined): boolean {
  return (
    state.usermsg.token !== '' &&
    address !== undefined &&
    state.address.toLowerCase() === address.toLowerCase()
  );
}

/**
 * Reads the persisted session: missing or unreadable storage gives the defaults; known fields
 * of a stored object override them (so a session saved by an older build still loads).
 */
export function hydrateSession(raw: string | null): SessionState {
  const defaults = createDefaultSession();
  if (!raw) return defaults;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return defaults;
    const stored = parsed as Partial<SessionState>;
    const merged = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof SessionState)[]) {
      if (key in stored && stored[key] !== undefined) Object.assign(merged, { [key]: stored[key] });
    }
    return merged;
  } catch {
    return defaults;
  }
}
