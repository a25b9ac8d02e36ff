import { ERRORS } from '@woohoo/shared/error-codes';
import { isApiError } from '../../../lib/api-error';

/** A failed console call as the operator reads it: the server's message with its code, e.g. "Insufficient balance (40020)". */
export function describeConsoleError(error: unknown): string {
  if (isApiError(error)) return `${error.msg || 'Request failed'} (${error.code})`;
  // viem's errors carry a one-line `shortMessage` before their long details.
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/** Whether the API refused the operator token as no operator's (40300, HTTP 403): the session is over. */
export function isOperatorRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === ERRORS.operatorOnly.code || error.status === 403);
}
