import { queryOptions } from '@tanstack/react-query';
import type { AppConfig } from '@woohoo/shared/api/config';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../api';
import { CLIENT_ERROR_CODES, isApiError } from '../api-error';
import { endpointKey } from '../query/endpoint-query';
import { readLastAppConfig, saveLastAppConfig } from './last-app-config';
import { readEmbeddedConfig } from './read-embedded-config';

/**
 * GET /api/config: chain, contract addresses, the login RSA key, languages and the dev-wallet flag.
 * When the server cannot be reached at all (offline), the last config this browser received
 * lets the app open anyway; the offline banner says why nothing is live. No toast: without a
 * stored config the app shows its own "Cannot reach the service" view (app-config-gate.tsx).
 */
export async function getAppConfig(): Promise<AppConfig> {
  try {
    const config = await api.call(routes.config.app, {}, { toast: false });
    saveLastAppConfig(config);
    return config;
  } catch (error) {
    const last = gotNoAnswer(error) ? readLastAppConfig() : null;
    if (last) return last;
    throw error;
  }
}

function gotNoAnswer(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout)
  );
}

/**
 * The config changes only with a deployment: read once per page load, from index.html where the
 * server embedded it (also in the copy the service worker keeps for offline starts), else from
 * the API. `networkMode: 'always'`: that fetch runs even when the browser says it is offline, so
 * the stored config is used instead of waiting for the network.
 */
export const appConfigQueryOptions = queryOptions({
  queryKey: endpointKey(routes.config.app),
  queryFn: getAppConfig,
  initialData: () => readEmbeddedConfig(typeof document === 'undefined' ? undefined : document),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  networkMode: 'always',
});
