import { z } from 'zod';
import { RANKS } from '../settlement/team-levels';
import {
  COMMUNITY_NAME_MAX,
  MEETING_LINK_MAX,
  MEETING_LINK_PATTERN,
  PERK_KEYS,
  TASK_KEYS,
} from '../tasks/task-rules';

/** SPEC 4 and 6: the task centre. Amounts in USDT base units (18 decimals). */
const stateSchema = z.enum(['not_met', 'apply', 'claimable', 'claimed']);

export const taskSchema = z.object({
  key: z.enum(TASK_KEYS),
  rank: z.enum(RANKS),
  state: stateSchema,
  progress: z.object({ current: z.number().int(), target: z.number().int() }),
  reward: z.string(),
  needsCommunity: z.boolean(),
  community: z.object({ name: z.string(), meetingLink: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
});

export const perkSchema = z.object({
  key: z.enum(PERK_KEYS),
  state: stateSchema,
  grantedAt: z.string().nullable(),
});

export const giftFriendSchema = z.object({
  address: z.string(),
  gifted: z.boolean(),
  giftedAt: z.string().nullable(),
});
export const menteeSchema = z.object({
  address: z.string(),
  rank: z.enum(RANKS),
  activated: z.boolean(),
  activatedAt: z.string().nullable(),
});

export const taskCentreSchema = z.object({
  rank: z.enum(RANKS),
  tasks: z.array(taskSchema),
  perks: z.array(perkSchema),
  gifts: z.object({
    /** Open once the pioneer target is met. */
    open: z.boolean(),
    target: z.number().int(),
    sent: z.number().int(),
    value: z.string(),
    /** Direct referrals, gifted first. */
    friends: z.array(giftFriendSchema),
  }),
  mentorships: z.object({ open: z.boolean(), mentees: z.array(menteeSchema) }),
  rulesVersion: z.number().int(),
});
export type TaskCentre = z.infer<typeof taskCentreSchema>;

export const taskParamsSchema = z.strictObject({ key: z.enum(TASK_KEYS) });
export const perkParamsSchema = z.strictObject({ key: z.enum(PERK_KEYS) });

/** SPEC 3 and 5: the community application, required for a captain or ambassador claim. */
export const communityBodySchema = z.strictObject({
  communityName: z.string().trim().min(1).max(COMMUNITY_NAME_MAX),
  meetingLink: z
    .string()
    .trim()
    .max(MEETING_LINK_MAX)
    .regex(MEETING_LINK_PATTERN)
    .meta({ description: 'An https link to the community meeting' }),
});

export const addressBodySchema = z.strictObject({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/) });
