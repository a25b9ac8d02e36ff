import { describe, expect, it } from 'vitest';
import { BtcWalletError } from './btc-wallet-error';
import { describeBtcFailure, isBtcUserRejection } from './describe-btc-failure';

describe('describeBtcFailure (SPEC 8 Bitcoin wallet messages)', () => {
  it('gives each step its message', () => {
    const failure = { code: -32603, message: 'Internal error' };
    expect(describeBtcFailure('connect', failure)).toBe('btc.connectFailed');
    expect(describeBtcFailure('readNetwork', new BtcWalletError('noNetworkCall'))).toBe(
      'btc.networkInfoFailed',
    );
    expect(describeBtcFailure('switch', new Error('not supported'))).toBe('btc.switchFailed');
  });

  it('is quiet when the user rejected in the wallet', () => {
    expect(describeBtcFailure('connect', { code: 4001, message: 'User rejected the request.' })).toBeNull();
    expect(describeBtcFailure('switch', { code: 4001 })).toBeNull();
  });
});

describe('isBtcUserRejection', () => {
  it('finds code 4001 on the error, as a string, or down the cause chain', () => {
    expect(isBtcUserRejection({ code: 4001 })).toBe(true);
    expect(isBtcUserRejection({ code: '4001' })).toBe(true);
    expect(isBtcUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true);
  });

  it('is false for other failures and non-errors', () => {
    expect(isBtcUserRejection({ code: 4100 })).toBe(false);
    expect(isBtcUserRejection(new Error('User rejected'))).toBe(false);
    expect(isBtcUserRejection(4001)).toBe(false);
    expect(isBtcUserRejection(null)).toBe(false);
  });
});
