import { describe, expect, it } from 'vitest';
import { createWorkerStatus } from './worker-status';

describe('createWorkerStatus', () => {
  it('lists each halted worker with its reason until it runs again', () => {
    const status = createWorkerStatus();
    status.report('deposit indexer', { state: 'running' });
    expect(status.problems()).toEqual([]);
    status.report('deposit indexer', { state: 'halted', reason: 'block 7 is missing' });
    status.report('payout worker', { state: 'halted', reason: 'payout of withdrawal 3 vanished' });
    expect(status.problems()).toEqual([
      'deposit indexer halted: block 7 is missing',
      'payout worker halted: payout of withdrawal 3 vanished',
    ]);
    status.report('deposit indexer', { state: 'running' });
    expect(status.problems()).toEqual(['payout worker halted: payout of withdrawal 3 vanished']);
  });

  it('tells listeners about changes only, not about every repeated report', () => {
    const status = createWorkerStatus();
    let changes = 0;
    status.onChange(() => changes++);
    status.report('w', { state: 'running' });
    status.report('w', { state: 'running' });
    expect(changes).toBe(0);
    status.report('w', { state: 'halted', reason: 'a' });
    status.report('w', { state: 'halted', reason: 'a' });
    expect(changes).toBe(1);
    status.report('w', { state: 'halted', reason: 'b' });
    status.report('w', { state: 'running' });
    expect(changes).toBe(3);
  });
});
