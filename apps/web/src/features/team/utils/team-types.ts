import type { nextLevelNeedSchema, Ranking, TeamMember, TeamSummary } from '@woohoo/shared/api/team';
import type { z } from 'zod';

/** The team API's shapes (packages/shared/src/api/team.ts), as types only: no zod in the bundle. */
export type { Ranking, TeamMember, TeamSummary };
export type NextLevelNeed = z.infer<typeof nextLevelNeedSchema>;
export type RankingItem = Ranking['items'][number];
