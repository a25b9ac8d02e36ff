import { infiniteQueryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { IncomeAsset, IncomeKind } from '@woohoo/shared/income-kinds';
import { api } from '../../../lib/api';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { IncomeEntry } from '../utils/reward-types';
import { rewardsQueryKeys } from './rewards-query-keys';

export const INCOME_PAGE_SIZE = 20;

type IncomeFilter = { kind: IncomeKind | undefined; asset: IncomeAsset | undefined };

/** GET /api/income?kind=&asset=&page=&size=: the caller's income entries, newest first. */
export function getIncome(
  params: IncomeFilter & { page: number },
  overlay: boolean,
): Promise<Paged<IncomeEntry>> {
  const query = {
    page: params.page,
    size: INCOME_PAGE_SIZE,
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.asset ? { asset: params.asset } : {}),
  };
  return api.call(routes.rewards.income, { query }, { overlay });
}

export function incomeInfiniteQueryOptions(address: string, filter: IncomeFilter) {
  return infiniteQueryOptions({
    queryKey: rewardsQueryKeys.income(address, filter.kind, filter.asset),
    queryFn: (context) => getIncome({ ...filter, page: context.pageParam }, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
