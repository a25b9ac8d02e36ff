import { describe, expect, it } from 'vitest';
import { ANVIL_TEST_ACCOUNTS, orderDevAccounts } from './dev-wallet-accounts';

describe('anvil test accounts', () => {
  it('holds accounts 1..9 and not the deployer (account 0)', () => {
    expect(ANVIL_TEST_ACCOUNTS).toHaveLength(9);
    expect(ANVIL_TEST_ACCOUNTS).not.toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(ANVIL_TEST_ACCOUNTS[0]).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });
});

describe('orderDevAccounts', () => {
  it('puts account 1 first by default', () => {
    expect(orderDevAccounts(null)[0]).toBe(ANVIL_TEST_ACCOUNTS[0]);
    expect(orderDevAccounts('junk')[0]).toBe(ANVIL_TEST_ACCOUNTS[0]);
    expect(orderDevAccounts('0')[0]).toBe(ANVIL_TEST_ACCOUNTS[0]);
    expect(orderDevAccounts('10')[0]).toBe(ANVIL_TEST_ACCOUNTS[0]);
  });
  it('puts the chosen account first and keeps all nine', () => {
    const ordered = orderDevAccounts('3');
    expect(ordered[0]).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect([...ordered].sort()).toEqual([...ANVIL_TEST_ACCOUNTS].sort());
  });
});
