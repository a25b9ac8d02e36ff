import { BaseError, SwitchChainError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { isUserRejection } from './is-user-rejection';

describe('isUserRejection', () => {
  it('finds a UserRejectedRequestError directly or deep in a viem error', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'));
    expect(isUserRejection(rejected)).toBe(true);
    expect(isUserRejection(new BaseError('outer', { cause: rejected }))).toBe(true);
  });
  it('recognises a raw provider error with code 4001', () => {
    expect(isUserRejection({ code: 4001, message: 'User denied' })).toBe(true);
    expect(isUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true);
  });
  it('is false for other failures', () => {
    expect(isUserRejection(new SwitchChainError(new Error('Unrecognized chain')))).toBe(false);
    expect(isUserRejection({ code: 4902 })).toBe(false);
    expect(isUserRejection(new Error('boom'))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
    expect(isUserRejection('4001')).toBe(false);
  });
});
