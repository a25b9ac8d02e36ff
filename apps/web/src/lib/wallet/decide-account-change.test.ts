import { describe, expect, it } from 'vitest';
import { decideAccountChange } from './decide-account-change';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('decideAccountChange (SPEC 4)', () => {
  it('adopts the wallet address when the session has none', () => {
    expect(decideAccountChange('', A)).toBe('adopt');
  });
  it('keeps the session for the same address in any case', () => {
    expect(decideAccountChange(A, A.toLowerCase())).toBe('keep');
  });
  it('resets the session for another address', () => {
    expect(decideAccountChange(A, B)).toBe('reset');
  });
});
