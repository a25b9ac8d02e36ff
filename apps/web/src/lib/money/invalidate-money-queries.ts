import type { QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../query/endpoint-query';

/** After a write that moved money: every balance, history and record list is stale. */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return invalidateAreas(queryClient, routes.assets, routes.records);
}
