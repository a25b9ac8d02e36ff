/** The SPEC 8 Bitcoin wallet message of each step that can fail. */
const FAILURE_MESSAGES = {
  connect: 'btc.connectFailed',
  readNetwork: 'btc.networkInfoFailed',
  switch: 'btc.switchFailed',
} as const;

export type BtcStep = keyof typeof FAILURE_MESSAGES;
export type BtcFailureMessage = (typeof FAILURE_MESSAGES)[BtcStep];

/** EIP-1193's "user rejected the request", which UniSat-style wallets answer too. */
const USER_REJECTED = 4001;
const MAX_DEPTH = 10;

/**
 * Whether the user cancelled in the wallet: code 4001 (a number, or a string from wallets that
 * serialise it), on the error or down its `cause` chain.
 */
export function isBtcUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === USER_REJECTED || code === String(USER_REJECTED)) return true;
    current = cause;
  }
  return false;
}

/**
 * The locale key of the toast for a failed step (SPEC 8: connect failed, failed to get network
 * info, switch network failed), or null for a user rejection: a quiet cancel, not an error.
 */
export function describeBtcFailure(step: BtcStep, error: unknown): BtcFailureMessage | null {
  return isBtcUserRejection(error) ? null : FAILURE_MESSAGES[step];
}
