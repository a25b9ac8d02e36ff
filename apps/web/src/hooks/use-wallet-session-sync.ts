import { useEffect } from 'react';
import { useConnection } from 'wagmi';
import {
  resetSession,
  setConnectedAddress,
  setWalletChain,
  setWalletDisconnected,
} from '../lib/session/session-reducers';
import { updateSession } from '../lib/session/session-store';
import { decideAccountChange } from '../lib/wallet/decide-account-change';
import { useSession } from './use-session';

/**
 * SPEC 4: keeps the session in step with the wallet. A new account clears the stored session
 * and reloads the page; a network change updates the stored chain and the wrong-network flag.
 */
export function useWalletSessionSync(expectedChainId: number): void {
  const { address, chainId, status } = useConnection();
  const sessionAddress = useSession((state) => state.address);

  useEffect(() => {
    if (status !== 'connected' || !address) return;
    const decision = decideAccountChange(sessionAddress, address);
    if (decision === 'adopt') updateSession((state) => setConnectedAddress(state, address));
    if (decision === 'reset') {
      updateSession(resetSession);
      window.location.reload();
    }
  }, [status, address, sessionAddress]);

  useEffect(() => {
    if (status === 'connected' && chainId !== undefined) {
      updateSession((state) => setWalletChain(state, chainId, expectedChainId));
    } else if (status === 'disconnected') {
      updateSession(setWalletDisconnected);
    }
  }, [status, chainId, expectedChainId]);
}
