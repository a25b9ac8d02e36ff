import type { IncomeEntry, Pool, Reward, RewardSummary, SettledDay } from '@woohoo/shared/api/team';

/** The reward API's shapes (packages/shared/src/api/team.ts), as types only: no zod in the bundle. */
export type { IncomeEntry, Pool, Reward, RewardSummary, SettledDay };
export type PoolPosition = Pool['positions'][number];
