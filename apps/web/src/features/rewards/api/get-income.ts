import * as routes from '@woohoo/shared/endpoints/routes';
import type { IncomeAsset, IncomeKind } from '@woohoo/shared/income-kinds';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages } from '../../../lib/query/endpoint-query';

export const INCOME_PAGE_SIZE = 20;

type IncomeFilter = { kind: IncomeKind | undefined; asset: IncomeAsset | undefined };

/** GET /api/income?kind=&asset=&page=&size=: the caller's income entries, newest first. */
export function incomeInfiniteQueryOptions(address: string, filter: IncomeFilter) {
  return endpointPages(routes.rewards.income, { size: INCOME_PAGE_SIZE, next: nextPageParam }, address, {
    query: { kind: filter.kind, asset: filter.asset },
  });
}
