import { fundingAbi, testTokenAbi } from '@woohoo/contracts/abis';
import {
  type Abi,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { describePoolFailure, POOL_REVERT_REASONS } from './describe-pool-failure';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** What viem throws when a pool write reverts in its gas estimate. */
function reverted(abi: Abi, errorName: string, args?: readonly unknown[]) {
  const data = encodeErrorResult({ abi, errorName, args });
  const cause = new ContractFunctionRevertedError({ abi: fundingAbi, data, functionName: 'withdraw' });
  return new ContractFunctionExecutionError(cause, { abi: fundingAbi, functionName: 'withdraw', args: [1n] });
}

const ARGS: Record<string, readonly unknown[]> = {
  FundingInsufficientAmount: [ACCOUNT, 5n, 3n],
  FundingRewardTooSmall: [1n, 10n],
  FundingNothingToClaim: [ACCOUNT],
  FundingInvalidToken: [ACCOUNT],
  FundingZeroRoleAccount: [`0x${'00'.repeat(32)}`],
};

describe('describePoolFailure', () => {
  for (const reason of POOL_REVERT_REASONS) {
    it(`names ${reason} from the revert data`, () => {
      expect(describePoolFailure(reverted(fundingAbi, reason, ARGS[reason])).reason).toBe(reason);
    });
  }

  it('carries what can still be withdrawn with FundingInsufficientAmount', () => {
    expect(describePoolFailure(reverted(fundingAbi, 'FundingInsufficientAmount', [ACCOUNT, 5n, 3n]))).toEqual(
      {
        reason: 'FundingInsufficientAmount',
        availableWei: 3n,
      },
    );
  });

  it('calls a revert it does not word, a wallet failure and a plain error unknown', () => {
    expect(describePoolFailure(reverted(fundingAbi, 'ReentrancyGuardReentrantCall')).reason).toBe('unknown');
    const token = reverted(testTokenAbi, 'ERC20InsufficientBalance', [ACCOUNT, 1n, 2n]);
    expect(describePoolFailure(token).reason).toBe('unknown');
    expect(describePoolFailure(new UserRejectedRequestError(new Error('no'))).reason).toBe('unknown');
    expect(describePoolFailure(new Error('socket hang up')).reason).toBe('unknown');
  });
});
