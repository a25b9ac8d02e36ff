import type { EndpointData, EndpointRoute, EndpointSpec } from '@woohoo/shared/endpoints/endpoint';
import { DEFAULT_LANGUAGE } from '@woohoo/shared/languages';
import { env } from '../../../config/env';
import { type CallArgs, type CallOptions, createApiClient, requestOf } from '../../../lib/api-client';
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

/** What a console call may choose: never the toast or the overlay (see above). */
type ConsoleCallOptions = Omit<CallOptions, 'toast' | 'overlay'>;

/** Calls a declared endpoint through the console's client, untoasted and without the overlay. */
function callConsole<E extends EndpointSpec>(
  route: EndpointRoute<E>,
  ...[input, options]: CallArgs<E, ConsoleCallOptions>
): Promise<EndpointData<E>> {
  return consoleClient.request<EndpointData<E>>(
    ...requestOf(route, input ?? {}, { ...options, toast: false, overlay: false }),
  );
}

/**
 * Calls an operator endpoint (`consoleRequest(routes.operator.audit, { query })`). A token that
 * opens nothing any more (expired, signed out elsewhere) answers 401 (1012), which the client's
 * `onSessionInvalid` handles; a 403 (40300) means the token is valid but no operator's (wallet
 * removed from OPERATOR_ADDRESSES). Either way the session is cleared, which takes the operator
 * back to the sign-in screen (docs/rules.md "Operators, the audit and balance adjustments").
 */
export async function consoleRequest<E extends EndpointSpec>(
  route: EndpointRoute<E>,
  ...args: CallArgs<E, ConsoleCallOptions>
): Promise<EndpointData<E>> {
  try {
    return await callConsole(route, ...args);
  } catch (error) {
    if (isOperatorRefusal(error) && operatorSessionStore.get()) {
      operatorSessionStore.clear();
      showToast('Your operator session has ended: sign in again');
    }
    throw error;
  }
}

/** Only for sign-in: a 40300 there means "not an operator", and no session may be cleared by it. */
export function consoleSignInRequest<E extends EndpointSpec>(
  route: EndpointRoute<E>,
  ...args: CallArgs<E, ConsoleCallOptions>
): Promise<EndpointData<E>> {
  return callConsole(route, ...args);
}
