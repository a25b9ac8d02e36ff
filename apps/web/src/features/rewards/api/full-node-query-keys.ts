import { rewardsQueryKeys } from './rewards-query-keys';

/**
 * The full-node assessment's own query keys, under the reward pages' root; the wallet is part of
 * each. Its node holdings and team figures are fetched by this feature (a feature never imports
 * another), so they have keys of their own.
 */
export const fullNodeQueryKeys = {
  nodes: (address: string) => [...rewardsQueryKeys.all, 'fullNode', 'nodes', address.toLowerCase()] as const,
  team: (address: string) => [...rewardsQueryKeys.all, 'fullNode', 'team', address.toLowerCase()] as const,
};
