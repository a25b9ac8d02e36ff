import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';

/** Query keys of the reward pages (STYLE: hierarchical factories); the wallet is part of each. */
export const rewardsQueryKeys = {
  all: ['rewards'] as const,
  lines: (address: string, kind: RewardKind | undefined) =>
    ['rewards', 'lines', address.toLowerCase(), kind ?? 'all'] as const,
  summary: (address: string) => ['rewards', 'summary', address.toLowerCase()] as const,
  pool: (address: string) => ['rewards', 'pool', address.toLowerCase()] as const,
};
