import {
  addressBodySchema,
  communityBodySchema,
  perkParamsSchema,
  taskCentreSchema,
  taskParamsSchema,
} from '../api/tasks';
import { endpoint } from './endpoint';

/** Every task centre endpoint answers the whole centre, so the page needs no second call. */
const centre = {
  access: 'user',
  tags: ['tasks'],
  data: taskCentreSchema,
  errors: [400, 401, 409],
} as const;

/**
 * The task centre (docs/rules.md "Task centre"): pioneer, captain and ambassador tasks, perks,
 * gifts, mentorships.
 */
export const tasksEndpoints = {
  centre: endpoint({
    ...centre,
    method: 'GET',
    path: '/api/tasks',
    summary: "The caller's tasks, perks, gifts and mentorships with their states",
  }),
  apply: endpoint({
    ...centre,
    method: 'POST',
    path: '/api/tasks/:key/apply',
    summary: 'Apply with the community (captain and ambassador rewards)',
    description: 'Errors: 40037 below the rank, 40931 claimed.',
    params: taskParamsSchema,
    body: communityBodySchema,
  }),
  claim: endpoint({
    ...centre,
    method: 'POST',
    path: '/api/tasks/:key/claim',
    summary: "Claim a met task's reward into available USDT, once",
    description: 'Errors: 40043 target not met, 40044 apply first, 40931 claimed.',
    params: taskParamsSchema,
  }),
  applyForPerk: endpoint({
    ...centre,
    method: 'POST',
    path: '/api/tasks/perks/:key/apply',
    summary: 'Apply for a perk: exclusive poster, VIP link or online promotion (captain and up)',
    params: perkParamsSchema,
  }),
  giftFriend: endpoint({
    ...centre,
    method: 'POST',
    path: '/api/tasks/gifts',
    summary: 'Gift a direct referral (pioneers, once the target is met; 10 friends)',
    description: 'Errors: 40043, 40045, 40932, 40933.',
    body: addressBodySchema,
  }),
  activateMentorship: endpoint({
    ...centre,
    method: 'POST',
    path: '/api/tasks/mentorships',
    summary: 'Activate the mentorship of a leveled direct referral (ambassadors)',
    body: addressBodySchema,
  }),
};
