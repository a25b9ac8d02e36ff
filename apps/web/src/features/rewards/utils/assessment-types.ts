import type { Assessment } from '@woohoo/shared/api/team';

/** The assessment API's shape (packages/shared/src/api/team.ts), as types only: no zod in the bundle. */
export type { Assessment };
export type AssessmentState = Assessment['state'];
export type AssessmentWeek = Assessment['history'][number];
