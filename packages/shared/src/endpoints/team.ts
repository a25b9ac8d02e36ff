import { pageQuerySchema } from '../api/money';
import {
  assessmentSchema,
  bindBodySchema,
  bindCheckQuerySchema,
  bindCheckSchema,
  bindResultSchema,
  inviterQuerySchema,
  inviterSchema,
  poolSchema,
  rankingSchema,
  teamMembersSchema,
  teamSummarySchema,
} from '../api/team';
import { endpoint } from './endpoint';

/**
 * The referral team (docs/rules.md "The referral team"): the public check of an invite link's
 * inviter, summary, direct referrals, binding a referrer; and what the settlement tells about
 * the team: the global bonus pool, the weekly assessment, the ranking.
 */
export const teamEndpoints = {
  inviter: endpoint({
    method: 'GET',
    path: '/api/team/inviter',
    access: 'public',
    tags: ['team'],
    summary: "Whether an invite link's inviter is a registered user (yes or no, nothing else)",
    description:
      'Public: the invitee sees it before signing in, when the binding it would make is permanent.',
    query: inviterQuerySchema,
    data: inviterSchema,
    errors: [429],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/team/summary',
    access: 'user',
    tags: ['team'],
    summary: "The caller's team: level, referrals, size, performance, unsettled orders, nodes",
    data: teamSummarySchema,
    errors: [401],
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/team/members',
    access: 'user',
    tags: ['team'],
    summary: "The caller's direct referrals, newest first, with each leg's level and performance",
    query: pageQuerySchema,
    data: teamMembersSchema,
    errors: [401],
  }),
  bind: endpoint({
    method: 'POST',
    path: '/api/team/bind',
    access: 'user',
    tags: ['team'],
    summary: 'Bind a referrer, once and for good (SPEC 4)',
    description:
      "Errors: 40033 not a registered user, 40034 the caller, 40035 in the caller's own team (a cycle), 40924 already bound.",
    body: bindBodySchema,
    data: bindResultSchema,
    errors: [401, 409],
  }),
  bindCheck: endpoint({
    method: 'GET',
    path: '/api/team/bind/check',
    access: 'user',
    tags: ['team'],
    summary: 'Whether binding this referrer would be accepted, by the rule the bind applies; binds nothing',
    description:
      'Asked before the permanent confirmation, so a refusal shows on the field: refusal is the name of the error the bind would answer (40924, 40034, 40033, 40035), or null.',
    query: bindCheckQuerySchema,
    data: bindCheckSchema,
    errors: [401],
  }),
  pool: endpoint({
    method: 'GET',
    path: '/api/team/pool',
    access: 'user',
    tags: ['rewards'],
    summary: "The global bonus pool: today's B6 and B7 pools so far, the caller's share and positions",
    data: poolSchema,
    errors: [401],
  }),
  assessment: endpoint({
    method: 'GET',
    path: '/api/team/assessment',
    access: 'user',
    tags: ['rewards'],
    summary: "The weekly assessment: this week's target and progress, held rewards, what a miss would clear",
    data: assessmentSchema,
    errors: [401],
  }),
  ranking: endpoint({
    method: 'GET',
    path: '/api/team/ranking',
    access: 'user',
    tags: ['rewards'],
    summary: "The last settled day's top earners (masked addresses) and the caller's place",
    data: rankingSchema,
    errors: [401],
  }),
};
