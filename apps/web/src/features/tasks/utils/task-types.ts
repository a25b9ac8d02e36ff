import type { communityBodySchema, TaskCentre } from '@woohoo/shared/api/tasks';
import type { Rank } from '@woohoo/shared/settlement/team-levels';
import type { PerkKey, TaskKey, TaskState } from '@woohoo/shared/tasks/task-rules';
import type { z } from 'zod';

/** The task centre API's shapes (packages/shared/src/api/tasks.ts), as types only: no zod in the bundle. */
export type { PerkKey, Rank, TaskCentre, TaskKey, TaskState };
export type Task = TaskCentre['tasks'][number];
export type Perk = TaskCentre['perks'][number];
export type Gifts = TaskCentre['gifts'];
export type GiftFriend = Gifts['friends'][number];
export type Mentorships = TaskCentre['mentorships'];
export type Mentee = Mentorships['mentees'][number];

/** The body of POST /api/tasks/:key/apply (SPEC 5: both fields are required). */
export type CommunityInput = z.input<typeof communityBodySchema>;
