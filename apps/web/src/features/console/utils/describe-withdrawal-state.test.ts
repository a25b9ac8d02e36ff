import { describe, expect, it } from 'vitest';
import { describeWithdrawalState } from './describe-withdrawal-state';

describe('describeWithdrawalState', () => {
  it("names the review state and the payout's", () => {
    expect(describeWithdrawalState('reviewing', null)).toBe('Reviewing');
    expect(describeWithdrawalState('approved', null)).toBe('Approved · payout not signed yet');
    expect(describeWithdrawalState('approved', 'signed')).toBe('Approved · payout signed');
    expect(describeWithdrawalState('success', 'confirmed')).toBe('Paid out · payout confirmed');
    expect(describeWithdrawalState('rejected', null)).toBe('Rejected');
  });
});
