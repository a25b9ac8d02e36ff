import type { QueryClient } from '@tanstack/react-query';
import { assetsQueryKeys, recordsQueryKeys } from './money-query-keys';

/** After a write that moved money: every balance, history and record list is stale. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assetsQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: recordsQueryKeys.all }),
  ]).then(() => undefined);
}
