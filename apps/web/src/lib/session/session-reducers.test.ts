import { describe, expect, it } from 'vitest';
import { makeAppConfig, makeSession, makeUser } from '../../testing/factories';
import {
  clearUserData,
  hydrateSession,
  isSignedInAs,
  resetSession,
  setAppConfig,
  setConnectedAddress,
  setLanguage,
  setReferrer,
  setSignedIn,
  setWalletChain,
  setWalletDisconnected,
} from './session-reducers';
import { createDefaultSession } from './session-state';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('session defaults (SPEC 3)', () => {
  it('has the spec defaults exactly', () => {
    const session = createDefaultSession();
    expect(session.address).toBe('');
    expect(session.usermsg).toEqual({ token: '', pid: '' });
    expect(session.signstatus).toBe(true);
    expect(session.lang).toBe('zh');
    expect(session.systemlang).toBe('zh_CN');
    expect(session.checknetwork_status).toBe(false);
    expect(session.chianmsg.chainId).toBe(56);
    expect(session.chianmsg.chainName).toBe('Binance Smart Chain');
    expect(session.chianmsg.nativeCurrency).toEqual({ name: 'BNB', symbol: 'BNB', decimals: 18 });
    expect(session.chianmsg.rpcUrls.length).toBeGreaterThan(0);
    expect(session.chianmsg.blockExplorerUrls.length).toBeGreaterThan(0);
    expect(session.btcAddress).toBe('');
    expect(session.btcNetwork).toBe('');
  });
  it('returns a fresh object each time', () => {
    const a = createDefaultSession();
    a.usermsg.token = 'x';
    expect(createDefaultSession().usermsg.token).toBe('');
  });
});

describe('clearUserData (SPEC 4)', () => {
  it('empties the user message, detail and balance and sets the sign status', () => {
    const signedIn = makeSession({
      address: ADDRESS,
      usermsg: { token: 't', pid: '0xabc' },
      userdetail: makeUser(),
      balance: { USDT: '1' },
      signstatus: false,
    });
    const cleared = clearUserData(signedIn);
    expect(cleared.usermsg).toEqual({ token: '', pid: '' });
    expect(cleared.userdetail).toBeNull();
    expect(cleared.balance).toEqual({});
    expect(cleared.signstatus).toBe(true);
    expect(cleared.address).toBe(ADDRESS);
  });
});

describe('resetSession', () => {
  it('clears everything but the language, the server config and the wallet network', () => {
    const config = makeAppConfig();
    const state = makeSession({
      address: ADDRESS,
      usermsg: { token: 't', pid: '' },
      systemlang: 'en_US',
      lang: 'en',
      config,
      chianmsg: config.chain,
      referrer: ADDRESS,
      chainid: 1,
      checknetwork_status: true,
    });
    const reset = resetSession(state);
    expect(reset.chainid).toBe(1);
    expect(reset.checknetwork_status).toBe(true);
    expect(reset.address).toBe('');
    expect(reset.usermsg.token).toBe('');
    expect(reset.referrer).toBe('');
    expect(reset.systemlang).toBe('en_US');
    expect(reset.config).toBe(config);
    expect(reset.chianmsg).toBe(config.chain);
  });
});

describe('setSignedIn', () => {
  it('stores the token, pid and address and clears the pending referrer', () => {
    const user = makeUser({ pid: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' });
    const next = setSignedIn(makeSession({ referrer: user.pid ?? '' }), { token: 'tok', user });
    expect(next.usermsg).toEqual({ token: 'tok', pid: user.pid });
    expect(next.address).toBe(user.address);
    expect(next.signstatus).toBe(false);
    expect(next.referrer).toBe('');
    expect(next.userdetail).toEqual(user);
  });
  it('stores an empty pid when the user has no referrer', () => {
    expect(setSignedIn(makeSession(), { token: 't', user: makeUser({ pid: null }) }).usermsg.pid).toBe('');
  });
});

describe('setLanguage', () => {
  it('sets systemlang to the interface language and lang to its short form', () => {
    const next = setLanguage(makeSession(), 'zh_TW');
    expect(next.systemlang).toBe('zh_TW');
    expect(next.lang).toBe('hk');
  });
  it('returns the same object when nothing changes', () => {
    const state = makeSession({ systemlang: 'en_US', lang: 'en' });
    expect(setLanguage(state, 'en_US')).toBe(state);
  });
});

describe('setWalletChain (SPEC 4 wrong-network flag)', () => {
  it('raises the flag when the chain differs and clears it when it matches', () => {
    const wrong = setWalletChain(makeSession(), 1, 56);
    expect(wrong).toMatchObject({ chainid: 1, checknetwork_status: true });
    expect(setWalletChain(wrong, 56, 56)).toMatchObject({ chainid: 56, checknetwork_status: false });
  });
  it('returns the same object when nothing changes', () => {
    const state = makeSession({ chainid: 56, checknetwork_status: false });
    expect(setWalletChain(state, 56, 56)).toBe(state);
  });
  it('lowers the flag when the wallet disconnects', () => {
    const wrong = makeSession({ chainid: 1, checknetwork_status: true });
    expect(setWalletDisconnected(wrong)).toMatchObject({ chainid: 1, checknetwork_status: false });
    const fine = makeSession();
    expect(setWalletDisconnected(fine)).toBe(fine);
  });
});

describe('small setters', () => {
  it('setAppConfig keeps the config and its chain message', () => {
    const config = makeAppConfig();
    const next = setAppConfig(makeSession(), config);
    expect(next.config).toBe(config);
    expect(next.chianmsg).toBe(config.chain);
  });
  it('setConnectedAddress and setReferrer keep identity when unchanged', () => {
    const state = makeSession({ address: ADDRESS, referrer: ADDRESS });
    expect(setConnectedAddress(state, ADDRESS)).toBe(state);
    expect(setReferrer(state, ADDRESS)).toBe(state);
    expect(setConnectedAddress(state, '').address).toBe('');
  });
});

describe('isSignedInAs', () => {
  it('needs a token for the same address, in any case', () => {
    const state = makeSession({ address: ADDRESS, usermsg: { token: 't', pid: '' } });
    expect(isSignedInAs(state, ADDRESS.toLowerCase())).toBe(true);
    expect(isSignedInAs(state, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(false);
    expect(isSignedInAs(state, undefined)).toBe(false);
    expect(isSignedInAs(makeSession({ address: ADDRESS }), ADDRESS)).toBe(false);
  });
});

describe('hydrateSession', () => {
  it('gives the defaults for nothing or garbage', () => {
    expect(hydrateSession(null)).toEqual(createDefaultSession());
    expect(hydrateSession('not json')).toEqual(createDefaultSession());
    expect(hydrateSession('[1,2]')).toEqual(createDefaultSession());
  });
  it('restores stored fields over the defaults and ignores unknown ones', () => {
    const restored = hydrateSession(
      JSON.stringify({ address: ADDRESS, usermsg: { token: 't', pid: '' }, junk: 1 }),
    );
    expect(restored.address).toBe(ADDRESS);
    expect(restored.usermsg.token).toBe('t');
    expect(restored.systemlang).toBe('zh_CN');
    expect('junk' in restored).toBe(false);
  });
});
