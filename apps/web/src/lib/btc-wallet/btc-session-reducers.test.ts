import { describe, expect, it } from 'vitest';
import { makeAppConfig, makeSession, makeUser } from '../../testing/factories';
import { resetSessionForBtcAccount, setBtcAddress, setBtcNetwork } from './btc-session-reducers';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FIRST = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SECOND = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

describe('resetSessionForBtcAccount (SPEC 4 wallet account change)', () => {
  it('stores the new address and clears the stored session data', () => {
    const config = makeAppConfig();
    const signedIn = makeSession({
      address: EVM,
      usermsg: { token: 'token', pid: '0xabc' },
      userdetail: makeUser(),
      balance: { USDT: '1' },
      signstatus: false,
      referrer: EVM,
      btcAddress: FIRST,
      btcNetwork: 'testnet',
      systemlang: 'en_US',
      lang: 'en',
      config,
      chianmsg: config.chain,
      chainid: 31337,
    });
    const next = resetSessionForBtcAccount(signedIn, SECOND);
    expect(next.btcAddress).toBe(SECOND);
    expect(next.usermsg).toEqual({ token: '', pid: '' });
    expect(next.userdetail).toBeNull();
    expect(next.balance).toEqual({});
    expect(next.signstatus).toBe(true);
    expect(next.address).toBe('');
    expect(next.referrer).toBe('');
    // What belongs to the wallets and the app, not to the user, survives (as in resetSession).
    expect(next.btcNetwork).toBe('testnet');
    expect(next.chainid).toBe(31337);
    expect(next.systemlang).toBe('en_US');
    expect(next.config).toBe(config);
  });
});

describe('setBtcAddress and setBtcNetwork', () => {
  it('store the value and keep identity when nothing changes', () => {
    const state = makeSession({ btcAddress: FIRST, btcNetwork: 'mainnet' });
    expect(setBtcAddress(state, FIRST)).toBe(state);
    expect(setBtcNetwork(state, 'mainnet')).toBe(state);
    expect(setBtcAddress(state, '').btcAddress).toBe('');
    expect(setBtcNetwork(state, 'other')).toMatchObject({ btcNetwork: 'other', btcAddress: FIRST });
  });
});
