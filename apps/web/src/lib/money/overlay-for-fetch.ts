import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Whether a query's fetch shows the SPEC 7 loading overlay. The first load does (the user is
 * waiting for data they do not have); a refresh of data already on screen (polling, focus,
 * pull to refresh, the next page of a list) does not: it would block the page every second
 * while a deposit is being credited, and those refreshes show their own indicator.
 */
export function overlayForFetch(context: {
  client: Pick<QueryClient, 'getQueryData'>;
  queryKey: QueryKey;
}): boolean {
  return context.client.getQueryData(context.queryKey) === undefined;
}
