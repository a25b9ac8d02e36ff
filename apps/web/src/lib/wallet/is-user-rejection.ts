import { BaseError, UserRejectedRequestError } from 'viem';

const MAX_DEPTH = 10;

function isRejection(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === UserRejectedRequestError.code || name === 'UserRejectedRequestError';
}

/**
 * Whether the user cancelled in the wallet (EIP-1193 code 4001). STYLE "Errors": walk viem's
 * BaseError to the cause; a rejection is a quiet cancel, not an error toast. Plain provider
 * errors and `cause` chains are walked too, since not every wallet error is wrapped by viem.
 */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError && error.walk(isRejection)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current; depth++) {
    if (isRejection(current)) return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}
