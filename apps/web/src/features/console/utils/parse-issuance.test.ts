import { describe, expect, it } from 'vitest';
import { ISSUED_OVER_SUPPLY_MESSAGE, parseIssuance } from './parse-issuance';
import { TOKEN_AMOUNT_MESSAGES } from './parse-token-amount';

const ONE = 10n ** 18n;

describe('parseIssuance', () => {
  it('converts both amounts from whole tokens to the smallest unit exactly', () => {
    expect(parseIssuance('21000000', '1500000.000000000000000001')).toEqual({
      ok: true,
      totalSupplyWei: 21_000_000n * ONE,
      issuedWei: 1_500_000n * ONE + 1n,
    });
  });

  it('accepts nothing issued yet, and issued equal to the total supply', () => {
    expect(parseIssuance('100', '0')).toEqual({ ok: true, totalSupplyWei: 100n * ONE, issuedWei: 0n });
    expect(parseIssuance('100', '100')).toEqual({
      ok: true,
      totalSupplyWei: 100n * ONE,
      issuedWei: 100n * ONE,
    });
  });

  it('refuses issued more than the total supply, on the issued field', () => {
    expect(parseIssuance('100', '100.000000000000000001')).toEqual({
      ok: false,
      totalSupplyProblem: null,
      issuedProblem: ISSUED_OVER_SUPPLY_MESSAGE,
    });
  });

  it('says what is wrong with each field that does not parse', () => {
    expect(parseIssuance('0', '')).toEqual({
      ok: false,
      totalSupplyProblem: TOKEN_AMOUNT_MESSAGES.zero,
      issuedProblem: TOKEN_AMOUNT_MESSAGES.empty,
    });
    expect(parseIssuance('-5', '1.0000000000000000001')).toEqual({
      ok: false,
      totalSupplyProblem: TOKEN_AMOUNT_MESSAGES.negative,
      issuedProblem: TOKEN_AMOUNT_MESSAGES.tooManyDecimals,
    });
    expect(parseIssuance('1e6', '5')).toEqual({
      ok: false,
      totalSupplyProblem: TOKEN_AMOUNT_MESSAGES.invalid,
      issuedProblem: null,
    });
  });
});
