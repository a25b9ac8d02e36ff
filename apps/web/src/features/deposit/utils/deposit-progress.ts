/** Where a deposit is: the steps of the indicator plus the credit wait (SPEC 4 "Deposit flow"). */
export type DepositPhase = 'idle' | 'checking' | 'approving' | 'depositing' | 'crediting' | 'credited';

export type DepositProgress = {
  phase: DepositPhase;
  amountWei?: bigint;
  /** Whether this deposit needed an approval first (unknown until the allowance is read). */
  approveNeeded?: boolean;
  /** The platform's available USDT before the deposit: a rise above it means credited. */
  baselineWei?: bigint;
  /** The available USDT once credited. */
  creditedWei?: bigint;
};

export const IDLE_DEPOSIT: DepositProgress = { phase: 'idle' };

export type StepKey = 'approve' | 'deposit' | 'crediting';
export type StepState = 'todo' | 'active' | 'done' | 'skipped';

const ORDER: Record<DepositPhase, number> = {
  idle: 0,
  checking: 0,
  approving: 1,
  depositing: 2,
  crediting: 3,
  credited: 4,
};

function stateOf(position: number, phase: DepositPhase): StepState {
  const current = ORDER[phase];
  if (current > position) return 'done';
  return current === position ? 'active' : 'todo';
}

/** The step indicator Approve -> Deposit -> Crediting; an approval that was not needed is "skipped". */
export function depositSteps(progress: DepositProgress): { key: StepKey; state: StepState }[] {
  const approve = stateOf(1, progress.phase);
  return [
    { key: 'approve', state: progress.approveNeeded === false && approve === 'done' ? 'skipped' : approve },
    { key: 'deposit', state: stateOf(2, progress.phase) },
    { key: 'crediting', state: progress.phase === 'credited' ? 'done' : stateOf(3, progress.phase) },
  ];
}

/** Whether the deposit runs in the wallet right now (the button is disabled and shows loading). */
export function isDepositRunning(phase: DepositPhase): boolean {
  return phase === 'checking' || phase === 'approving' || phase === 'depositing';
}

/**
 * While crediting, each poll of the platform balance comes here: a rise of the available USDT
 * above the baseline means the indexer credited the deposit. Without a baseline (it could not be
 * read before the deposit) the first poll becomes the baseline.
 */
export function observeAvailable(progress: DepositProgress, availableWei: bigint): DepositProgress {
  if (progress.phase !== 'crediting') return progress;
  if (progress.baselineWei === undefined) return { ...progress, baselineWei: availableWei };
  if (availableWei > progress.baselineWei)
    return { ...progress, phase: 'credited', creditedWei: availableWei };
  return progress;
}
