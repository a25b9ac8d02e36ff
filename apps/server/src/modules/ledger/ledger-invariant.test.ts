import { describe, expect, it } from 'vitest';
import { describeBreach, findAccountBreaches, findLedgerBreaches, findSumBreaches } from './ledger-invariant';
import type { AccountCheckRow } from './ledger-invariant-repository';
import type { AssetTotals } from './ledger-repository';

const makeTotals = (overrides: Partial<AssetTotals> = {}): AssetTotals => ({
  asset: 'USDT',
  accountsSum: '0',
  entriesSum: '0',
  mismatchedAccounts: '0',
  negativeUserAccounts: '0',
  liabilities: '100',
  ...overrides,
});

const makeAccount = (overrides: Partial<AccountCheckRow> = {}): AccountCheckRow => ({
  id: '7',
  owner: 'u:3',
  user_id: '3',
  asset: 'USDT',
  bucket: 'withdraw_hold',
  shard: 0,
  balance: '50',
  entries: '50',
  ...overrides,
});

describe('findAccountBreaches', () => {
  it('finds nothing where every balance equals its entries', () => {
    expect(
      findAccountBreaches([makeAccount(), makeAccount({ id: '8', owner: 'sys:fees', user_id: null })]),
    ).toEqual([]);
  });

  it('names the account, its user, what its entries say and what its row holds', () => {
    expect(findAccountBreaches([makeAccount({ balance: '51' })])).toEqual([
      {
        rule: 'entries',
        asset: 'USDT',
        account: 'u:3/withdraw_hold',
        accountId: '7',
        userId: '3',
        expected: '50',
        found: '51',
      },
    ]);
  });

  it('names a platform account with its shard, and a user below zero', () => {
    const found = findAccountBreaches([
      makeAccount({ id: '9', owner: 'sys:fees', user_id: null, shard: 2, balance: '1', entries: '0' }),
      makeAccount({ balance: '-5', entries: '-5' }),
    ]);
    expect(found.map((b) => [b.rule, b.account, b.expected, b.found])).toEqual([
      ['entries', 'sys:fees/withdraw_hold#2', '0', '1'],
      ['nonNegative', 'u:3/withdraw_hold', '0', '-5'],
    ]);
  });
});

describe('findSumBreaches', () => {
  it('flags an asset whose accounts do not sum to zero', () => {
    expect(findSumBreaches([makeTotals(), makeTotals({ asset: 'USDB', accountsSum: '3' })])).toEqual([
      {
        rule: 'sum',
        asset: 'USDB',
        account: 'every account',
        accountId: undefined,
        userId: null,
        expected: '0',
        found: '3',
      },
    ]);
  });
});

describe('describeBreach', () => {
  it('says what broke in one line', () => {
    const [breach] = findAccountBreaches([makeAccount({ balance: '51' })]);
    expect(breach && describeBreach(breach)).toBe(
      'USDT u:3/withdraw_hold holds 51 wei where its entries sum to 50',
    );
  });
});

describe('findLedgerBreaches', () => {
  it('finds nothing in a balanced ledger', () => {
    expect(findLedgerBreaches([makeTotals(), makeTotals({ asset: 'USDB' })])).toEqual([]);
  });

  it('reports each broken rule with its asset', () => {
    expect(
      findLedgerBreaches([
        makeTotals({ accountsSum: '5000000000000000000' }),
        makeTotals({ asset: 'USDB', mismatchedAccounts: '2', negativeUserAccounts: '1' }),
      ]),
    ).toEqual([
      'USDT: accounts sum to 5, not 0',
      'USDB: 2 accounts disagree with their entries',
      'USDB: 1 user accounts are below zero',
    ]);
  });
});
