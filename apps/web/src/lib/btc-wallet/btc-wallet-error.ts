/**
 * Why a Bitcoin wallet call could not give what we need, beside the wallet's own errors:
 * - noAccount: the wallet answered without an account.
 * - noNetworkCall: the wallet has neither getChain nor getNetwork.
 * - unreadableNetwork: the wallet answered something that is not a network.
 * - noSwitchCall: the wallet has neither switchChain nor switchNetwork.
 */
export type BtcWalletErrorKind = 'noAccount' | 'noNetworkCall' | 'unreadableNetwork' | 'noSwitchCall';

export class BtcWalletError extends Error {
  readonly kind: BtcWalletErrorKind;

  constructor(kind: BtcWalletErrorKind, options?: { cause?: unknown }) {
    super(`Bitcoin wallet: ${kind}`, options);
    this.name = 'BtcWalletError';
    this.kind = kind;
  }
}
