import type { InfiniteData } from '@tanstack/react-query';
import type { Paged } from './money-types';

/** How often a list with records still on their way (reviewing, approved) looks again. */
export const PENDING_REFRESH_MS = 3000;

/**
 * A deposit waiting for confirmations or a withdrawal under review or being paid changes on its
 * own: the list refreshes itself until every loaded record has reached a final state.
 */
export function pendingRefreshInterval(
  data: InfiniteData<Paged<{ status: string }>> | undefined,
): number | false {
  const pending = data?.pages.some((page) =>
    page.items.some((r) => r.status === 'reviewing' || r.status === 'approved'),
  );
  return pending ? PENDING_REFRESH_MS : false;
}
