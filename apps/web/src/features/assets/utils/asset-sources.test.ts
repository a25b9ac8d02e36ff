import { describe, expect, it } from 'vitest';
import { makeAppConfig } from '../../../testing/factories';
import { assetActions, onChainSource } from './asset-sources';

const { contracts } = makeAppConfig();

describe('onChainSource', () => {
  it('reads USDT, BHC and WOOHOO from their token contracts', () => {
    expect(onChainSource('USDT', contracts)).toEqual({ kind: 'erc20', token: contracts.usdt });
    expect(onChainSource('BHC', contracts)).toEqual({ kind: 'erc20', token: contracts.bhc });
    expect(onChainSource('WOOHOO', contracts)).toEqual({ kind: 'erc20', token: contracts.woohoo });
  });
  it('reads BNB as the native coin', () => {
    expect(onChainSource('BNB', contracts)).toEqual({ kind: 'native' });
  });
  it('has no on-chain balance for USDB', () => {
    expect(onChainSource('USDB', contracts)).toEqual({ kind: 'none' });
  });
});

describe('assetActions', () => {
  it('offers every action for USDT', () => {
    expect(assetActions('USDT')).toEqual(['deposit', 'withdraw', 'transfer', 'swap']);
  });
  it('offers only transfer for USDB and nothing for the others', () => {
    expect(assetActions('USDB')).toEqual(['transfer']);
    expect(assetActions('BNB')).toEqual([]);
    expect(assetActions('WOOHOO')).toEqual([]);
  });
});
