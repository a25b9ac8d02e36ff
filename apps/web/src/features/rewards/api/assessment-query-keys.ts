import { rewardsQueryKeys } from './rewards-query-keys';

/** The weekly assessment's query key, under the reward pages' root; the wallet is part of it. */
export const assessmentQueryKeys = {
  week: (address: string) => [...rewardsQueryKeys.all, 'assessment', address.toLowerCase()] as const,
};
