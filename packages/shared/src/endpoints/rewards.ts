import {
  incomePageSchema,
  incomeQuerySchema,
  rewardSummarySchema,
  rewardsPageSchema,
  rewardsQuerySchema,
} from '../api/team';
import { endpoint } from './endpoint';

/**
 * What the settlement paid (docs/rules.md "Rewards and the daily settlement"): reward lines,
 * income details and summaries. The pool, the assessment and the ranking are in team.ts, by path.
 */
export const rewardsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/rewards',
    access: 'user',
    tags: ['rewards'],
    summary:
      "The caller's reward lines, newest first, optionally of one kind and one settlement day, each with what explains it",
    query: rewardsQuerySchema,
    data: rewardsPageSchema,
    errors: [401],
  }),
  income: endpoint({
    method: 'GET',
    path: '/api/income',
    access: 'user',
    tags: ['rewards'],
    summary:
      'Income details: every ledger entry that paid the caller (docs/rules.md "What counts as income"), newest first, optionally of one kind and asset, each with what it was for',
    query: incomeQuerySchema,
    data: incomePageSchema,
    errors: [401],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/rewards/summary',
    access: 'user',
    tags: ['rewards'],
    summary:
      'Total personal income per asset and kind (the sums of Income details), reward and release summaries, and the last settled day',
    data: rewardSummarySchema,
    errors: [401],
  }),
};
