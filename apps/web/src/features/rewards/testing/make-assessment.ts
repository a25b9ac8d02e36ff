import { ONE_USDT_WEI } from '../../../testing/team-factories';
import type { Assessment } from '../utils/assessment-types';

const usdt = (whole: bigint) => (whole * ONE_USDT_WEI).toString();

/**
 * A weekly assessment as GET /api/team/assessment answers it (test data; belongs with the other
 * factories in testing/team-factories.ts): a D1 in the week from Monday 2026-11-16, 520 of 1,000
 * USDT reached, 23.2 USDT held and all of it at risk (docs/rules.md, the server's own example).
 */
export function makeAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    state: 'in_progress',
    level: 'D1',
    week: { start: '2026-11-16', end: '2026-11-22', endsAt: '2026-11-22T13:00:00.000Z' },
    target: usdt(1_000n),
    completed: usdt(520n),
    lossBps: 10_000,
    held: '23200000000000000000',
    pendingClear: '23200000000000000000',
    freeDaysRemaining: 0,
    extraDays: 2,
    totalIncome: usdt(300n),
    receivedIncome: '276800000000000000000',
    history: [
      {
        weekStart: '2026-11-09',
        state: 'not_completed',
        level: 'D1',
        target: usdt(1_000n),
        completed: usdt(400n),
        heldValue: usdt(12n),
        clearedValue: usdt(12n),
      },
      {
        weekStart: '2026-11-02',
        state: 'completed',
        level: 'D1',
        target: usdt(1_000n),
        completed: usdt(1_250n),
        heldValue: usdt(30n),
        clearedValue: '0',
      },
    ],
    ...overrides,
  };
}
