import { describe, expect, it } from 'vitest';
import { validatePoolInput } from './validate-pool-input';

const T = 10n ** 18n;

describe('validatePoolInput', () => {
  it('says nothing of an empty field and does not let it be sent', () => {
    expect(validatePoolInput({ text: '', maxWei: 100n * T })).toEqual({
      amountWei: undefined,
      problem: undefined,
      canSubmit: false,
    });
  });

  it('takes an amount within the maximum, up to the maximum itself', () => {
    expect(validatePoolInput({ text: '12.5', maxWei: 100n * T })).toEqual({
      amountWei: 125n * 10n ** 17n,
      problem: undefined,
      canSubmit: true,
    });
    expect(validatePoolInput({ text: '100', maxWei: 100n * T }).canSubmit).toBe(true);
  });

  it('calls zero, a lone point and too many decimals an invalid amount', () => {
    for (const text of ['0', '0.0', '.', `1.${'1'.repeat(19)}`]) {
      const input = validatePoolInput({ text, maxWei: 100n * T });
      expect(input.problem, text).toBe('amountInvalid');
      expect(input.canSubmit, text).toBe(false);
    }
  });

  it('says an amount over the maximum is more than there is', () => {
    const input = validatePoolInput({ text: '100.000000000000000001', maxWei: 100n * T });
    expect(input).toEqual({ amountWei: 100n * T + 1n, problem: 'insufficientBalance', canSubmit: false });
  });

  it('lets any positive amount through while the maximum is not read yet', () => {
    expect(validatePoolInput({ text: '5000', maxWei: undefined })).toEqual({
      amountWei: 5000n * T,
      problem: undefined,
      canSubmit: true,
    });
  });
});
