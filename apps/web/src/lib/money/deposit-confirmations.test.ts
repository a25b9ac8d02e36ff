import { describe, expect, it } from 'vitest';
import { depositConfirmationsShown } from './deposit-confirmations';

describe('depositConfirmationsShown', () => {
  it('counts confirmations where the chain is read by depth', () => {
    expect(depositConfirmationsShown({ depositConfirmations: 12, depositFinality: 'confirmations' })).toBe(
      12,
    );
  });

  it('shows no count where deposits are credited at the finalized block, nor before the config loads', () => {
    expect(
      depositConfirmationsShown({ depositConfirmations: 12, depositFinality: 'finalized' }),
    ).toBeUndefined();
    expect(depositConfirmationsShown(undefined)).toBeUndefined();
  });
});
