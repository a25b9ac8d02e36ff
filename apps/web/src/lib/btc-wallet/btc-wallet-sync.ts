import { getSession, updateSession } from '../session/session-store';
import type { BtcProvider } from './btc-provider';
import { startBtcWalletSync } from './start-btc-wallet-sync';

let active: { provider: BtcProvider; users: number; stop: () => void } | undefined;

/**
 * Keeps the session in step with this Bitcoin provider (start-btc-wallet-sync.ts) for as long as
 * anyone needs it: the app shell from start, and the my page's card for a provider injected
 * after start. One subscription however many ask; the returned function lets go of it.
 */
export function ensureBtcWalletSync(provider: BtcProvider): () => void {
  if (active && active.provider !== provider) {
    active.stop();
    active = undefined;
  }
  if (!active) {
    const stop = startBtcWalletSync({
      provider,
      getSession,
      updateSession,
      reload: () => window.location.reload(),
    });
    active = { provider, users: 0, stop };
  }
  const current = active;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0 && active === current) {
      current.stop();
      active = undefined;
    }
  };
}
