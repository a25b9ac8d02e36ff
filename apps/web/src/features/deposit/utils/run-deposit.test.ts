import { UserRejectedRequestError } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import type { DepositProgress } from './deposit-progress';
import { type DepositDeps, runDeposit } from './run-deposit';

const APPROVE_HASH = '0xaa' as const;
const DEPOSIT_HASH = '0xdd' as const;

function makeDeps(overrides: Partial<DepositDeps> = {}) {
  const log: string[] = [];
  const phases: DepositProgress['phase'][] = [];
  const flags: boolean[] = [];
  const deps: DepositDeps = {
    readTokenBalance: async () => 100n,
    readAllowance: async () => 0n,
    approveMax: async () => {
      log.push('approve');
      return APPROVE_HASH;
    },
    doRecharge: async (amount) => {
      log.push(`doRecharge(${amount})`);
      return DEPOSIT_HASH;
    },
    waitForReceipt: async (hash) => {
      log.push(`wait(${hash})`);
      return { status: 'success' };
    },
    readPlatformAvailable: async () => 7n,
    setRechargeFlag: (running) => flags.push(running),
    setProgress: (progress) => phases.push(progress.phase),
    toastInsufficientBalance: () => log.push('toast:insufficient'),
    toastSubmitted: () => log.push('toast:submitted'),
    logError: vi.fn(),
    ...overrides,
  };
  return { deps, log, phases, flags };
}

describe('runDeposit (SPEC 4 deposit flow)', () => {
  it('toasts insufficient balance and sends nothing when the wallet holds too little', async () => {
    const { deps, log, flags } = makeDeps({ readTokenBalance: async () => 10n });
    await expect(runDeposit(50n, deps)).resolves.toBe('insufficientBalance');
    expect(log).toEqual(['toast:insufficient']);
    expect(flags).toEqual([true, false]);
  });

  it('approves the maximum, waits, then deposits when the allowance is at most the amount', async () => {
    const { deps, log, phases, flags } = makeDeps({ readAllowance: async () => 50n });
    await expect(runDeposit(50n, deps)).resolves.toBe('submitted');
    expect(log).toEqual(['approve', 'wait(0xaa)', 'doRecharge(50)', 'wait(0xdd)', 'toast:submitted']);
    expect(phases).toEqual(['checking', 'approving', 'depositing', 'crediting']);
    expect(flags).toEqual([true, false]);
  });

  it('deposits directly when the allowance is above the amount', async () => {
    const { deps, log, phases } = makeDeps({ readAllowance: async () => 51n });
    await expect(runDeposit(50n, deps)).resolves.toBe('submitted');
    expect(log).toEqual(['doRecharge(50)', 'wait(0xdd)', 'toast:submitted']);
    expect(phases).toEqual(['checking', 'depositing', 'crediting']);
  });

  it('keeps the platform balance from before the deposit as the credit baseline', async () => {
    const progress: DepositProgress[] = [];
    const { deps } = makeDeps({ readAllowance: async () => 100n, setProgress: (p) => progress.push(p) });
    await runDeposit(50n, deps);
    expect(progress.at(-1)).toEqual({
      phase: 'crediting',
      amountWei: 50n,
      approveNeeded: false,
      baselineWei: 7n,
    });
  });

  it('does not deposit when the approval reverts, and only logs it', async () => {
    const { deps, log, phases, flags } = makeDeps({
      waitForReceipt: async () => ({ status: 'reverted' }),
    });
    await expect(runDeposit(50n, deps)).resolves.toBe('failed');
    expect(log).toEqual(['approve']);
    expect(deps.logError).toHaveBeenCalledOnce();
    expect(phases.at(-1)).toBe('idle');
    expect(flags).toEqual([true, false]);
  });

  it('shows no success when the deposit receipt is not a success', async () => {
    const { deps, log } = makeDeps({
      readAllowance: async () => 100n,
      waitForReceipt: async () => ({ status: 'reverted' }),
    });
    await expect(runDeposit(50n, deps)).resolves.toBe('failed');
    expect(log).not.toContain('toast:submitted');
    expect(deps.logError).toHaveBeenCalledOnce();
  });

  it('treats a cancel in the wallet as a quiet cancel', async () => {
    const { deps, phases, flags } = makeDeps({
      approveMax: async () => {
        throw new UserRejectedRequestError(new Error('User rejected the request.'));
      },
    });
    await expect(runDeposit(50n, deps)).resolves.toBe('cancelled');
    expect(deps.logError).not.toHaveBeenCalled();
    expect(phases.at(-1)).toBe('idle');
    expect(flags).toEqual([true, false]);
  });

  it('still deposits when the platform balance cannot be read', async () => {
    const { deps } = makeDeps({
      readAllowance: async () => 100n,
      readPlatformAvailable: async () => {
        throw new Error('offline');
      },
    });
    await expect(runDeposit(50n, deps)).resolves.toBe('submitted');
  });
});
