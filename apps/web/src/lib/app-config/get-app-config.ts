import { queryOptions } from '@tanstack/react-query';
import type { AppConfig } from '@woohoo/shared/api/config';
import { api } from '../api';
import { readEmbeddedConfig } from './read-embedded-config';

/** GET /api/config: chain, contract addresses, the login RSA key, languages and the dev-wallet flag. */
export function getAppConfig(): Promise<AppConfig> {
  return api.request<AppConfig>('/api/config');
}

export const appConfigQueryKey = ['config'] as const;

/**
 * The config changes only with a deployment: read once per page load, from index.html where the
 * server embedded it, else from the API.
 */
export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigQueryKey,
  queryFn: getAppConfig,
  initialData: () => readEmbeddedConfig(typeof document === 'undefined' ? undefined : document),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});
