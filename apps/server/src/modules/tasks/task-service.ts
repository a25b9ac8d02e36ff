import type { TaskCentre } from '@woohoo/shared/api/tasks';
import type { RulesConfig } from '@woohoo/shared/rules/rules-config';
import { LEVEL, rankOf } from '@woohoo/shared/settlement/team-levels';
import {
  atLeast,
  isMet,
  NEEDS_COMMUNITY,
  PERK_KEYS,
  type PerkKey,
  perkState,
  TASK_KEYS,
  TASK_RANK,
  type TaskFacts,
  type TaskKey,
  taskProgress,
  taskState,
} from '@woohoo/shared/tasks/task-rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { postTransfer } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import type { UserRecord } from '../user/user-record';
import { lockUserForUpdate } from '../user/user-service';
import {
  countGifts,
  type DirectRow,
  findDirect,
  insertGift,
  insertMentorship,
  insertPerk,
  lockTaskRecord,
  markApplied,
  markTaskClaimed,
  selectDirects,
  selectPerks,
  selectTaskRecords,
  selectUserLevel,
} from './task-repository';

export type TaskDeps = { db: Db; now: () => Date };

function rewardOf(key: TaskKey, rules: RulesConfig): bigint {
  const t = rules.tasks;
  const rewards: Record<TaskKey, bigint> = {
    pioneer_target: t.pioneerTargetRewardWei,
    pioneer_captains: t.pioneerCaptainsRewardWei,
    captain_reward: t.captainRewardWei,
    ambassador_reward: t.ambassadorRewardWei,
  };
  return rewards[key];
}

/** The user's rank (from the settled level) and the captains among their direct referrals. */
function factsOf(level: number, directs: DirectRow[]): TaskFacts {
  return { rank: rankOf(level), captainDirects: directs.filter((d) => d.level >= LEVEL.B5).length };
}

async function taskFacts(db: Queryable, user: UserRecord): Promise<TaskFacts> {
  const [level, directs] = await Promise.all([selectUserLevel(db, user.id), selectDirects(db, user.id)]);
  return factsOf(level, directs);
}

/** GET /api/tasks: every task, perk, gift and mentorship of the caller with its state. */
export async function taskCentre(deps: TaskDeps, user: UserRecord): Promise<TaskCentre> {
  const rules = await rulesAt(deps.db, deps.now());
  const [level, directs, records, perks] = await Promise.all([
    selectUserLevel(deps.db, user.id),
    selectDirects(deps.db, user.id),
    selectTaskRecords(deps.db, user.id),
    selectPerks(deps.db, user.id),
  ]);
  const facts: TaskFacts = {
    rank: rankOf(level),
    captainDirects: directs.filter((d) => d.level >= LEVEL.B5).length,
  };
  const toInvite = rules.tasks.captainsToInvite;
  const byKey = new Map(records.map((r) => [r.task, r]));
  const gifted = directs.filter((d) => d.gifted_at !== null).length;
  return {
    rank: facts.rank,
    tasks: TASK_KEYS.map((key) => {
      const record = byKey.get(key);
      return {
        key,
        rank: TASK_RANK[key],
        state: taskState(
          key,
          isMet(key, facts, toInvite),
          record && { appliedAt: record.applied_at, claimedAt: record.claimed_at },
        ),
        progress: taskProgress(key, facts, toInvite),
        reward: rewardOf(key, rules).toString(),
        needsCommunity: NEEDS_COMMUNITY.has(key),
        community:
          record?.community_name && record.meeting_link
            ? { name: record.community_name, meetingLink: record.meeting_link }
            : null,
        claimedAt: record?.claimed_at?.toISOString() ?? null,
      };
    }),
    perks: PERK_KEYS.map((key) => ({
      key,
      state: perkState(facts.rank, perks.get(key)),
      grantedAt: perks.get(key)?.toISOString() ?? null,
    })),
    gifts: {
      open: isMet('pioneer_target', facts, toInvite),
      target: rules.tasks.giftTarget,
      sent: gifted,
      value: rules.tasks.giftValueWei.toString(),
      friends: directs.map((d) => ({
        address: d.address,
        gifted: d.gifted_at !== null,
        giftedAt: d.gifted_at?.toISOString() ?? null,
      })),
    },
    mentorships: {
      open: atLeast(facts.rank, 'ambassador'),
      mentees: directs
        .filter((d) => d.level >= LEVEL.D1)
        .map((d) => ({
          address: d.address,
          rank: rankOf(d.level),
          activated: d.activated_at !== null,
          activatedAt: d.activated_at?.toISOString() ?? null,
        })),
    },
    rulesVersion: rules.version,
  };
}

/**
 * POST /api/tasks/:key/apply (SPEC 3 and 5): a captain's or ambassador's community application,
 * the step before their claim. Refused below the task's rank (40037); a second application
 * replaces the first until the reward is claimed.
 */
export async function applyForTask(
  deps: TaskDeps,
  user: UserRecord,
  key: TaskKey,
  community: { communityName: string; meetingLink: string },
): Promise<TaskCentre> {
  if (!NEEDS_COMMUNITY.has(key)) throw new AppError('badRequest', `${key} needs no application`);
  await deps.db.transaction(async (tx) => {
    const facts = await taskFacts(tx, user);
    if (!atLeast(facts.rank, TASK_RANK[key])) throw new AppError('conditionsNotMet');
    const record = await lockTaskRecord(tx, user.id, key);
    if (record.claimed_at) throw new AppError('taskAlreadyClaimed');
    await markApplied(tx, record.id, community.communityName, community.meetingLink, deps.now());
  });
  return taskCentre(deps, user);
}

/**
 * POST /api/tasks/:key/claim: pays a met task's reward once, from the platform's task_rewards
 * account (ledger key task:<id>:reward). 40043 before the target, 40044 before the community
 * application, 40931 once claimed.
 */
export async function claimTask(deps: TaskDeps, user: UserRecord, key: TaskKey): Promise<TaskCentre> {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const rules = await rulesAt(tx, now);
    const facts = await taskFacts(tx, user);
    if (!isMet(key, facts, rules.tasks.captainsToInvite)) throw new AppError('targetNotMet');
    const record = await lockTaskRecord(tx, user.id, key);
    if (record.claimed_at) throw new AppError('taskAlreadyClaimed');
    if (NEEDS_COMMUNITY.has(key) && !record.applied_at) throw new AppError('communityRequired');
    const rewardWei = rewardOf(key, rules);
    await postTransfer(tx, {
      idempotencyKey: `task:${record.id}:reward`,
      kind: 'task_reward',
      refId: record.id,
      postings: [
        { account: { system: 'task_rewards' }, asset: 'USDT', deltaWei: -rewardWei },
        { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: rewardWei },
      ],
    });
    await markTaskClaimed(tx, record.id, rewardWei, rules.version, now);
  });
  return taskCentre(deps, user);
}

/** POST /api/tasks/perks/:key/apply: a captain's or ambassador's perk, granted at once. */
export async function applyForPerk(deps: TaskDeps, user: UserRecord, key: PerkKey): Promise<TaskCentre> {
  const facts = await taskFacts(deps.db, user);
  if (!atLeast(facts.rank, 'captain')) throw new AppError('conditionsNotMet');
  await insertPerk(deps.db, user.id, key, deps.now());
  return taskCentre(deps, user);
}

/**
 * POST /api/tasks/gifts: once the pioneer target is met, a gift to one direct referral, at most
 * `giftTarget` in all and one per friend (SPEC 6 and 9), paid by the platform.
 */
export async function giftFriend(deps: TaskDeps, user: UserRecord, address: string): Promise<TaskCentre> {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const rules = await rulesAt(tx, now);
    // One gift at a time per pioneer, so the count below stays true.
    await lockUserForUpdate(tx, user.id);
    const facts = await taskFacts(tx, user);
    if (!isMet('pioneer_target', facts, rules.tasks.captainsToInvite)) throw new AppError('targetNotMet');
    const friend = await findDirect(tx, user.id, address);
    if (!friend) throw new AppError('notDirectReferral');
    if ((await countGifts(tx, user.id)) >= rules.tasks.giftTarget) throw new AppError('giftLimitReached');
    const giftId = await insertGift(tx, user.id, friend.id, rules.tasks.giftValueWei, now);
    if (!giftId) throw new AppError('giftAlreadySent');
    await postTransfer(tx, {
      idempotencyKey: `task_gift:${giftId}`,
      kind: 'invite_gift',
      refId: giftId,
      postings: [
        { account: { system: 'task_rewards' }, asset: 'USDT', deltaWei: -rules.tasks.giftValueWei },
        {
          account: { userId: friend.id, bucket: 'available' },
          asset: 'USDT',
          deltaWei: rules.tasks.giftValueWei,
        },
      ],
    });
  });
  return taskCentre(deps, user);
}

/** POST /api/tasks/mentorships: an ambassador activates the mentorship of a leveled direct referral. */
export async function activateMentorship(
  deps: TaskDeps,
  user: UserRecord,
  address: string,
): Promise<TaskCentre> {
  const facts = await taskFacts(deps.db, user);
  if (!atLeast(facts.rank, 'ambassador')) throw new AppError('conditionsNotMet');
  const mentee = await findDirect(deps.db, user.id, address);
  if (!mentee) throw new AppError('notDirectReferral');
  if (mentee.level < LEVEL.D1) throw new AppError('targetNotMet');
  await insertMentorship(deps.db, user.id, mentee.id, deps.now());
  return taskCentre(deps, user);
}
