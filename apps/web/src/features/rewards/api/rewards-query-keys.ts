import type { IncomeAsset, IncomeKind } from '@woohoo/shared/income-kinds';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';

/** Query keys of the reward pages (STYLE: hierarchical factories); the wallet is part of each. */
export const rewardsQueryKeys = {
  all: ['rewards'] as const,
  lines: (address: string, kind: RewardKind | undefined) =>
    ['rewards', 'lines', address.toLowerCase(), kind ?? 'all'] as const,
  /** The lines of one settlement day and kind: what explains one income entry. */
  dayLines: (address: string, day: string, kind: RewardKind) =>
    ['rewards', 'dayLines', address.toLowerCase(), day, kind] as const,
  income: (address: string, kind: IncomeKind | undefined, asset: IncomeAsset | undefined) =>
    ['rewards', 'income', address.toLowerCase(), kind ?? 'all', asset ?? 'all'] as const,
  summary: (address: string) => ['rewards', 'summary', address.toLowerCase()] as const,
  pool: (address: string) => ['rewards', 'pool', address.toLowerCase()] as const,
};
