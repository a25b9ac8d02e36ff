import { describe, expect, it } from 'vitest';
import { type DepositProgress, depositSteps, isDepositRunning, observeAvailable } from './deposit-progress';

function makeProgress(overrides: Partial<DepositProgress> = {}): DepositProgress {
  return { phase: 'idle', ...overrides };
}

function states(progress: DepositProgress) {
  return depositSteps(progress).map((step) => `${step.key}:${step.state}`);
}

describe('depositSteps', () => {
  it('shows every step to do before the deposit starts', () => {
    expect(states(makeProgress())).toEqual(['approve:todo', 'deposit:todo', 'crediting:todo']);
  });
  it('walks Approve -> Deposit -> Crediting when an approval is needed', () => {
    expect(states(makeProgress({ phase: 'approving', approveNeeded: true }))).toEqual([
      'approve:active',
      'deposit:todo',
      'crediting:todo',
    ]);
    expect(states(makeProgress({ phase: 'depositing', approveNeeded: true }))).toEqual([
      'approve:done',
      'deposit:active',
      'crediting:todo',
    ]);
    expect(states(makeProgress({ phase: 'crediting', approveNeeded: true }))).toEqual([
      'approve:done',
      'deposit:done',
      'crediting:active',
    ]);
  });
  it('marks the approval skipped when the allowance was enough', () => {
    expect(states(makeProgress({ phase: 'depositing', approveNeeded: false }))).toEqual([
      'approve:skipped',
      'deposit:active',
      'crediting:todo',
    ]);
  });
  it('ends with every step done once credited', () => {
    expect(states(makeProgress({ phase: 'credited', approveNeeded: true }))).toEqual([
      'approve:done',
      'deposit:done',
      'crediting:done',
    ]);
  });
});

describe('isDepositRunning', () => {
  it('is true only while the wallet steps run', () => {
    expect(
      ['idle', 'checking', 'approving', 'depositing', 'crediting', 'credited'].map((phase) =>
        isDepositRunning(phase as DepositProgress['phase']),
      ),
    ).toEqual([false, true, true, true, false, false]);
  });
});

describe('observeAvailable', () => {
  it('turns crediting into credited when the available balance rises above the baseline', () => {
    expect(observeAvailable(makeProgress({ phase: 'crediting', baselineWei: 10n }), 15n)).toEqual({
      phase: 'credited',
      baselineWei: 10n,
      creditedWei: 15n,
    });
  });
  it('keeps waiting while the balance has not risen', () => {
    const progress = makeProgress({ phase: 'crediting', baselineWei: 10n });
    expect(observeAvailable(progress, 10n)).toBe(progress);
  });
  it('takes the first poll as the baseline when none could be read', () => {
    expect(observeAvailable(makeProgress({ phase: 'crediting' }), 7n)).toEqual({
      phase: 'crediting',
      baselineWei: 7n,
    });
  });
  it('ignores polls outside the crediting phase', () => {
    const progress = makeProgress({ phase: 'idle' });
    expect(observeAvailable(progress, 100n)).toBe(progress);
  });
});
