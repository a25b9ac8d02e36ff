import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUserInfo } from '../features/auth/api/get-user-info';
import { useBtcWalletSync } from '../hooks/use-btc-wallet-sync';
import { useAppConfig } from '../lib/app-config/app-config-context';
import { pickReferrer } from '../lib/referral/pick-referrer';
import { setAppConfig, setReferrer, setUserDetail } from '../lib/session/session-reducers';
import { updateSession } from '../lib/session/session-store';

/**
 * Keeps the session (SPEC 3) in step with the rest of the app: the server config, the Bitcoin
 * wallet, the referrer of an invite link until login, and the signed-in user's details. The EVM
 * wallet's part (SPEC 4) runs in the wallet runtime (wallet-runtime.tsx).
 */
export function SessionKeeper() {
  const config = useAppConfig();
  const { pathname, search } = useLocation();
  const { data: user } = useUserInfo();
  useBtcWalletSync();

  useEffect(() => {
    updateSession((state) => setAppConfig(state, config));
  }, [config]);

  useEffect(() => {
    const referrer = pickReferrer({
      windowSearch: window.location.search,
      routePathname: pathname,
      routeSearch: search,
    });
    if (referrer) updateSession((state) => setReferrer(state, referrer));
  }, [pathname, search]);

  useEffect(() => {
    if (user) updateSession((state) => setUserDetail(state, user));
  }, [user]);

  return null;
}
