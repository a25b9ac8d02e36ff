import { env } from '../config/env';
import { createApiClient } from './api-client';
import { i18n } from './i18n/i18n';
import { beginLoading, endLoading } from './loading-overlay-store';
import { navigateHome } from './navigation/app-navigator';
import { reportConnectivity } from './pwa/connectivity-store';
import { trackApiReachability } from './pwa/track-api-reachability';
import { clearUserData, resetSession } from './session/session-reducers';
import { getSession, updateSession } from './session/session-store';
import { showToast } from './toast';

/** The app's request layer (SPEC 7 and 8), wired to the session, the overlay, toasts and the router. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  // Every call also tells the offline banner whether the server answered (lib/pwa/).
  fetch: trackApiReachability((input, init) => fetch(input, init), reportConnectivity),
  getSession,
  beginLoading,
  endLoading,
  toast: showToast,
  requestFailedMessage: () => i18n.t('errors.requestFailed'),
  onLoggedInElsewhere: () => {
    updateSession(clearUserData);
    navigateHome();
  },
  onSessionInvalid: () => {
    updateSession(resetSession);
    navigateHome();
  },
});
