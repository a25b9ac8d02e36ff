import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  RpcRequestError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { fundingAbi, rechargeAbi } from './abis';
import { decodeContractError } from './decode-contract-error';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const insufficient = encodeErrorResult({
  abi: fundingAbi,
  errorName: 'FundingInsufficientAmount',
  args: [ACCOUNT, 5n, 3n],
});

/** What viem throws when a write's gas estimate reverts: the revert wrapped in the call's context. */
function writeFailure(data: `0x${string}`) {
  const cause = new ContractFunctionRevertedError({ abi: fundingAbi, data, functionName: 'withdraw' });
  return new ContractFunctionExecutionError(cause, { abi: fundingAbi, functionName: 'withdraw', args: [5n] });
}

describe('decodeContractError', () => {
  it("names the custom error and its arguments from viem's reverted-call error", () => {
    expect(decodeContractError(writeFailure(insufficient), fundingAbi)).toEqual({
      abiItem: expect.objectContaining({ name: 'FundingInsufficientAmount' }),
      errorName: 'FundingInsufficientAmount',
      args: [ACCOUNT, 5n, 3n],
    });
  });

  it("reads the revert data a node put on its JSON-RPC error, down viem's cause chain", () => {
    const data = encodeErrorResult({ abi: fundingAbi, errorName: 'FundingNothingToClaim', args: [ACCOUNT] });
    const rpc = new RpcRequestError({
      body: {},
      url: 'http://node',
      error: { code: 3, message: 'reverted', data },
    });
    expect(decodeContractError(rpc, fundingAbi)?.errorName).toBe('FundingNothingToClaim');
  });

  it('says nothing of an error the ABI does not declare, a rejection or a plain Error', () => {
    const recharge = encodeErrorResult({ abi: rechargeAbi, errorName: 'RechargeZeroAmount' });
    expect(decodeContractError(writeFailure(recharge), fundingAbi)).toBeUndefined();
    expect(decodeContractError(new UserRejectedRequestError(new Error('no')), fundingAbi)).toBeUndefined();
    expect(decodeContractError(new Error('reverted'), fundingAbi)).toBeUndefined();
  });
});
