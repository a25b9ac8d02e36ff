import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { describeConsoleError, isOperatorRefusal } from './describe-console-error';

describe('describeConsoleError', () => {
  it("shows the server's message with its code", () => {
    const error = new ApiError({ code: 40020, msg: 'Insufficient balance', status: 400 });
    expect(describeConsoleError(error)).toBe('Insufficient balance (40020)');
  });
  it('names a failure that carries no message', () => {
    expect(describeConsoleError(new ApiError({ code: -1, msg: '', status: 0 }))).toBe('Request failed (-1)');
    expect(describeConsoleError('boom')).toBe('Something went wrong');
  });
  it("shows a wallet error's one-line summary, not its details", () => {
    const error = Object.assign(new Error('HTTP request failed.\nURL: http://127.0.0.1:8545 ...'), {
      shortMessage: 'HTTP request failed.',
    });
    expect(describeConsoleError(error)).toBe('HTTP request failed.');
  });
});

describe('isOperatorRefusal', () => {
  it('is true for 40300 and any HTTP 403, false for other errors', () => {
    expect(isOperatorRefusal(new ApiError({ code: 40300, msg: 'Operators only', status: 403 }))).toBe(true);
    expect(isOperatorRefusal(new ApiError({ code: 40400, msg: 'Not found', status: 404 }))).toBe(false);
    expect(isOperatorRefusal(new Error('x'))).toBe(false);
  });
});
