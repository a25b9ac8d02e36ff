import { describe, expect, it } from 'vitest';
import { checkBalanced, mergePostings, type Posting } from './ledger-rules';

const user = (userId: string, bucket: 'available' | 'withdraw_hold' = 'available') => ({ userId, bucket });

describe('ledger rules', () => {
  it('accepts postings that sum to zero per asset', () => {
    const postings: Posting[] = [
      { account: user('1'), asset: 'USDT', deltaWei: -10n },
      { account: { system: 'swap_reserve' }, asset: 'USDT', deltaWei: 10n },
      { account: { system: 'issuance' }, asset: 'USDB', deltaWei: -10n },
      { account: user('1'), asset: 'USDB', deltaWei: 10n },
    ];
    expect(() => checkBalanced(postings)).not.toThrow();
  });

  it('refuses a transfer that creates or destroys money', () => {
    expect(() =>
      checkBalanced([
        { account: user('1'), asset: 'USDT', deltaWei: -10n },
        { account: user('2'), asset: 'USDT', deltaWei: 11n },
      ]),
    ).toThrow(/does not balance for USDT/);
  });

  it('refuses zero postings and single postings', () => {
    expect(() => checkBalanced([{ account: user('1'), asset: 'USDT', deltaWei: 5n }])).toThrow();
    expect(() =>
      checkBalanced([
        { account: user('1'), asset: 'USDT', deltaWei: 0n },
        { account: user('2'), asset: 'USDT', deltaWei: 0n },
      ]),
    ).toThrow(/non-zero/);
  });

  it('merges postings to the same account', () => {
    const merged = mergePostings([
      { account: user('1'), asset: 'USDT', deltaWei: -10n },
      { account: user('1'), asset: 'USDT', deltaWei: 4n },
      { account: user('1', 'withdraw_hold'), asset: 'USDT', deltaWei: 6n },
    ]);
    expect(merged).toEqual([
      { account: user('1'), asset: 'USDT', deltaWei: -6n },
      { account: user('1', 'withdraw_hold'), asset: 'USDT', deltaWei: 6n },
    ]);
  });
});
