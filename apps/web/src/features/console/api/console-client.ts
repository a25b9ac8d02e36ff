import { DEFAULT_LANGUAGE } from '@woohoo/shared/languages';
import { env } from '../../../config/env';
import { createApiClient, type RequestOptions } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isOperatorRefusal } from '../utils/describe-console-error';
import { operatorSessionStore } from '../utils/operator-session-store';

/**
 * The console's request layer: the app's client (same envelope and errors) with the operator's
 * bearer token instead of the user's, English server messages, and no global overlay (each
 * screen shows its own skeletons and busy buttons). Errors are not toasted here; screens show
 * them with their code.
 */
const consoleClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  fetch: (input, init) => fetch(input, init),
  getSession: () => ({
    usermsg: { token: operatorSessionStore.get()?.token ?? '', pid: '' },
    systemlang: DEFAULT_LANGUAGE,
  }),
  beginLoading: () => undefined,
  endLoading: () => undefined,
  toast: showToast,
  requestFailedMessage: () => 'Request failed: the server could not be reached',
  onLoggedInElsewhere: () => operatorSessionStore.clear(),
  onSessionInvalid: () => operatorSessionStore.clear(),
});

/**
 * Calls an operator route. A token that opens nothing any more (expired, signed out elsewhere)
 * answers 401 (1012), which the client's `onSessionInvalid` handles; a 403 (40300) means the token
 * is valid but no operator's (wallet removed from OPERATOR_ADDRESSES). Either way the session is
 * cleared, which takes the operator back to the sign-in screen (docs/rules.md "Operators, the
 * audit and balance adjustments").
 */
export async function consoleRequest<T>(
  path: string,
  options: Omit<RequestOptions, 'toast' | 'overlay'> = {},
) {
  try {
    return await consoleClient.request<T>(path, { ...options, toast: false, overlay: false });
  } catch (error) {
    if (isOperatorRefusal(error) && operatorSessionStore.get()) {
      operatorSessionStore.clear();
      showToast('Your operator session has ended: sign in again');
    }
    throw error;
  }
}

/** Only for sign-in: a 40300 there means "not an operator", and no session may be cleared by it. */
export function consoleSignInRequest<T>(path: string, options: Omit<RequestOptions, 'toast' | 'overlay'>) {
  return consoleClient.request<T>(path, { ...options, toast: false, overlay: false });
}
