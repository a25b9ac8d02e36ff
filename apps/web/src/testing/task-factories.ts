import type { TaskCentre } from '@woohoo/shared/api/tasks';

/** Test factories of the task centre API (STYLE "Tests": makeX(overrides)). */

const ONE_USDT_WEI = 10n ** 18n;
const usdt = (whole: bigint) => (whole * ONE_USDT_WEI).toString();

type Task = TaskCentre['tasks'][number];

/** The four tasks of an ordinary player, none met; `overrides` per task key. */
export function makeTasks(overrides: Partial<Record<Task['key'], Partial<Task>>> = {}): Task[] {
  const base: Task[] = [
    {
      key: 'pioneer_target',
      rank: 'pioneer',
      state: 'not_met',
      progress: { current: 0, target: 1 },
      reward: usdt(20n),
      needsCommunity: false,
      community: null,
      claimedAt: null,
    },
    {
      key: 'pioneer_captains',
      rank: 'pioneer',
      state: 'not_met',
      progress: { current: 0, target: 1 },
      reward: usdt(100n),
      needsCommunity: false,
      community: null,
      claimedAt: null,
    },
    {
      key: 'captain_reward',
      rank: 'captain',
      state: 'not_met',
      progress: { current: 0, target: 2 },
      reward: usdt(300n),
      needsCommunity: true,
      community: null,
      claimedAt: null,
    },
    {
      key: 'ambassador_reward',
      rank: 'ambassador',
      state: 'not_met',
      progress: { current: 0, target: 3 },
      reward: usdt(1_000n),
      needsCommunity: true,
      community: null,
      claimedAt: null,
    },
  ];
  return base.map((task) => ({ ...task, ...overrides[task.key] }));
}

/** An ordinary player's task centre: nothing met, gifts and mentorships closed. */
export function makeTaskCentre(overrides: Partial<TaskCentre> = {}): TaskCentre {
  return {
    rank: 'ordinary',
    tasks: makeTasks(),
    perks: [
      { key: 'poster', state: 'not_met', grantedAt: null },
      { key: 'vip_link', state: 'not_met', grantedAt: null },
      { key: 'promotion', state: 'not_met', grantedAt: null },
    ],
    gifts: { open: false, target: 10, sent: 0, value: usdt(2n), friends: [] },
    mentorships: { open: false, mentees: [] },
    rulesVersion: 1,
    ...overrides,
  };
}
