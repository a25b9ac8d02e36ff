import { useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useCallback, useSyncExternalStore } from 'react';
import { endpointKey } from '../lib/query/endpoint-query';

/**
 * Whether the app holds platform balances it can show (a balances read answered earlier in this
 * visit). Balances are never stored (README "Installable app"), so after an offline reload there
 * are none: the offline banner then says they could not be loaded rather than that they may be
 * out of date.
 */
export function useBalancesShown(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(
    () =>
      cache
        .findAll({ queryKey: endpointKey(routes.assets.balances) })
        .some((query) => query.state.data !== undefined),
    [cache],
  );
  return useSyncExternalStore(subscribe, read, read);
}
