import type { ConnectivityEvent } from './connectivity';

/**
 * Wraps the request layer's fetch so that every API call tells whether the server answered. A
 * call the client aborted itself (its timeout) says nothing: the server may be slow, not gone.
 */
export function trackApiReachability(
  send: typeof fetch,
  report: (event: ConnectivityEvent) => void,
): typeof fetch {
  return async (input, init) => {
    try {
      const response = await send(input, init);
      report({ type: 'api', reachable: true });
      return response;
    } catch (error) {
      if (!init?.signal?.aborted) report({ type: 'api', reachable: false });
      throw error;
    }
  };
}
