import { describe, expect, it } from 'vitest';
import { LOCAL_CHAIN_WORKER, PAYOUT_WORKER } from '../../chain/worker-names';
import type { StoredWorkerState } from '../../jobs/worker-state-repository';
import { judgeWithdrawalsPause, PAYOUT_WORKER_SILENT_AFTER_SEC } from './withdrawals-pause';

const SINCE = new Date('2026-01-02T03:04:05.000Z');
const HEARTBEAT = new Date('2026-01-02T03:10:00.000Z');

function makeState(overrides: Partial<StoredWorkerState> = {}): StoredWorkerState {
  return {
    worker: PAYOUT_WORKER,
    state: 'running',
    reason: null,
    since: SINCE,
    heartbeatAt: HEARTBEAT,
    ageSec: 1,
    ...overrides,
  };
}
const halted = (overrides: Partial<StoredWorkerState> = {}) =>
  makeState({ state: 'halted', reason: 'a payout vanished', ...overrides });

describe('judgeWithdrawalsPause', () => {
  it('is open when no payout worker ever reported (API tests, a cluster before its worker starts)', () => {
    expect(judgeWithdrawalsPause([])).toEqual({ paused: false, reason: null, since: null });
  });

  it('is open while the payout worker reports running within the threshold', () => {
    const fresh = makeState({ ageSec: PAYOUT_WORKER_SILENT_AFTER_SEC });
    expect(judgeWithdrawalsPause([fresh]).paused).toBe(false);
  });

  it('pauses while the payout worker is halted, since the halt began', () => {
    expect(judgeWithdrawalsPause([halted()])).toEqual({
      paused: true,
      reason: 'payoutsHalted',
      since: SINCE.toISOString(),
    });
  });

  it('pauses once the payout worker has been silent beyond the threshold, since its last report', () => {
    expect(judgeWithdrawalsPause([makeState({ ageSec: PAYOUT_WORKER_SILENT_AFTER_SEC + 1 })])).toEqual({
      paused: true,
      reason: 'payoutWorkerSilent',
      since: HEARTBEAT.toISOString(),
    });
  });

  it('names a local chain behind its database first, even with no payout worker row', () => {
    const local = halted({ worker: LOCAL_CHAIN_WORKER, reason: 'the chain ends at block 3' });
    expect(judgeWithdrawalsPause([local]).reason).toBe('chainBehind');
    expect(judgeWithdrawalsPause([halted(), local]).reason).toBe('chainBehind');
    expect(judgeWithdrawalsPause([makeState(), makeState({ worker: LOCAL_CHAIN_WORKER })]).paused).toBe(
      false,
    );
  });

  it('names an operator stop (the kill switch) before a halted or silent worker, but after a chain behind', () => {
    const stop = { stopped: true, changedBy: '0xabc', changedAt: HEARTBEAT };
    expect(judgeWithdrawalsPause([halted()], stop)).toEqual({
      paused: true,
      reason: 'payoutsStopped',
      since: HEARTBEAT.toISOString(),
    });
    expect(judgeWithdrawalsPause([], stop).reason).toBe('payoutsStopped');
    const behind = makeState({ worker: LOCAL_CHAIN_WORKER, state: 'halted', reason: 'behind' });
    expect(judgeWithdrawalsPause([behind], stop).reason).toBe('chainBehind');
  });

  it('is open again once the switch is started', () => {
    const started = { stopped: false, changedBy: '0xabc', changedAt: HEARTBEAT };
    expect(judgeWithdrawalsPause([makeState()], started)).toEqual({
      paused: false,
      reason: null,
      since: null,
    });
  });
});
