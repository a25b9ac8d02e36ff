import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/**
 * API errors are final (the request layer already told the user); other failures, such as a
 * chain RPC hiccup, get two more tries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isApiError(error) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
