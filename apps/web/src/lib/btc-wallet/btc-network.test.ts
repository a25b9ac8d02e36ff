import { describe, expect, it } from 'vitest';
import {
  isBtcNetwork,
  networkFromChain,
  networkFromEventPayload,
  networkFromLegacyName,
} from './btc-network';

describe('networkFromChain (getChain)', () => {
  it('reads Bitcoin mainnet and the Bitcoin test networks', () => {
    expect(networkFromChain({ enum: 'BITCOIN_MAINNET', name: 'Bitcoin Mainnet', network: 'livenet' })).toBe(
      'mainnet',
    );
    expect(networkFromChain({ enum: 'BITCOIN_TESTNET' })).toBe('testnet');
    expect(networkFromChain({ enum: 'BITCOIN_TESTNET4' })).toBe('testnet');
    expect(networkFromChain({ enum: 'BITCOIN_SIGNET' })).toBe('testnet');
  });

  it('calls Fractal and any chain it does not know "other", even when its network is livenet', () => {
    expect(networkFromChain({ enum: 'FRACTAL_BITCOIN_MAINNET', network: 'livenet' })).toBe('other');
    expect(networkFromChain({ enum: 'FRACTAL_BITCOIN_TESTNET' })).toBe('other');
    expect(networkFromChain({ enum: 'SOMETHING_NEW' })).toBe('other');
  });

  it('gives undefined for an answer that is not a chain', () => {
    expect(networkFromChain(undefined)).toBeUndefined();
    expect(networkFromChain('BITCOIN_MAINNET')).toBeUndefined();
    expect(networkFromChain({ enum: '' })).toBeUndefined();
    expect(networkFromChain({ name: 'Bitcoin Mainnet' })).toBeUndefined();
  });
});

describe('networkFromLegacyName (getNetwork)', () => {
  it('maps livenet to mainnet and testnet to testnet', () => {
    expect(networkFromLegacyName('livenet')).toBe('mainnet');
    expect(networkFromLegacyName('testnet')).toBe('testnet');
    expect(networkFromLegacyName('LIVENET')).toBe('mainnet');
  });

  it('calls another name "other" and a non-name undefined', () => {
    expect(networkFromLegacyName('regtest')).toBe('other');
    expect(networkFromLegacyName('')).toBeUndefined();
    expect(networkFromLegacyName(0)).toBeUndefined();
  });
});

describe('networkFromEventPayload', () => {
  it('reads a chain object, a chain enum or a network name', () => {
    expect(networkFromEventPayload({ enum: 'BITCOIN_TESTNET' })).toBe('testnet');
    expect(networkFromEventPayload('BITCOIN_MAINNET')).toBe('mainnet');
    expect(networkFromEventPayload('FRACTAL_BITCOIN_MAINNET')).toBe('other');
    expect(networkFromEventPayload('testnet')).toBe('testnet');
    expect(networkFromEventPayload('livenet')).toBe('mainnet');
  });

  it('gives undefined for an empty event', () => {
    expect(networkFromEventPayload(undefined)).toBeUndefined();
    expect(networkFromEventPayload('')).toBeUndefined();
  });
});

describe('isBtcNetwork', () => {
  it('accepts only our stored values', () => {
    expect(['mainnet', 'testnet', 'other'].every(isBtcNetwork)).toBe(true);
    expect(isBtcNetwork('')).toBe(false);
    expect(isBtcNetwork('livenet')).toBe(false);
  });
});
