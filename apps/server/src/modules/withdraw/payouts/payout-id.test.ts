import { encodeAbiParameters, keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { paidEventMismatch, payoutIdOf } from './payout-id';

const REF = `0x${'ab'.repeat(32)}` as const;
const TOKEN = '0x00000000000000000000000000000000000000aa';
const TO = '0x00000000000000000000000000000000000000bb';

describe('payoutIdOf', () => {
  it('hashes the tag, the chain id and the payout reference, ABI-encoded', () => {
    const expected = keccak256(
      encodeAbiParameters(
        [{ type: 'string' }, { type: 'uint256' }, { type: 'bytes32' }],
        ['WOOHOO payout', 56n, REF],
      ),
    );
    expect(payoutIdOf(56, REF)).toBe(expected);
  });

  it('differs per chain and per reference', () => {
    expect(payoutIdOf(56, REF)).not.toBe(payoutIdOf(97, REF));
    expect(payoutIdOf(56, REF)).not.toBe(payoutIdOf(56, `0x${'ac'.repeat(32)}`));
  });

  it('refuses what is not a 32-byte reference', () => {
    expect(() => payoutIdOf(56, '12')).toThrow(/not a payout reference/);
    expect(() => payoutIdOf(56, `0x${'ab'.repeat(31)}`)).toThrow(/not a payout reference/);
  });
});

describe('paidEventMismatch', () => {
  const expected = { token: TOKEN, to: TO, sentWei: 49n } as const;

  it('accepts the same token, recipient and amount, whatever the case of the addresses', () => {
    expect(
      paidEventMismatch(expected, {
        token: TOKEN,
        to: TO.toUpperCase().replace('0X', '0x') as `0x${string}`,
        amount: 49n,
      }),
    ).toBeUndefined();
  });

  it('names each difference', () => {
    const other = '0x00000000000000000000000000000000000000cc';
    expect(paidEventMismatch(expected, { token: TOKEN, to: other, amount: 49n })).toMatch(
      /^recipient 0x0+cC?/i,
    );
    expect(paidEventMismatch(expected, { token: other, to: TO, amount: 50n })).toMatch(
      /token .*; amount 50, not 49$/,
    );
  });
});
