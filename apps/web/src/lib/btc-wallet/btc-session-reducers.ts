import { resetSession } from '../session/session-reducers';
import type { SessionState } from '../session/session-state';
import type { BtcNetwork } from './btc-network';

/** Stores the Bitcoin address ('' forgets it); the same object when nothing changes. */
export function setBtcAddress(state: SessionState, address: string): SessionState {
  return state.btcAddress === address ? state : { ...state, btcAddress: address };
}

/** SPEC 4 "wallet network change: the stored network is updated". */
export function setBtcNetwork(state: SessionState, network: BtcNetwork): SessionState {
  return state.btcNetwork === network ? state : { ...state, btcNetwork: network };
}

/**
 * SPEC 4 "wallet account change": the stored session data is cleared the way every account
 * change and 1012 clear it (`resetSession`), then the new Bitcoin address is stored. The Bitcoin
 * wallet's network survives, as the EVM wallet's chain does: it belongs to the wallet, not to
 * the user, and the wallet does not announce it again after the reload.
 */
export function resetSessionForBtcAccount(state: SessionState, address: string): SessionState {
  return { ...resetSession(state), btcAddress: address, btcNetwork: state.btcNetwork };
}
