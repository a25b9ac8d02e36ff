import { useQueryClient } from '@tanstack/react-query';
import { rechargeAbi } from '@woohoo/contracts/abis';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, erc20Abi, maxUint256 } from 'viem';
import { useConfig } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { useFlag } from '../../../hooks/use-flag';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { findBalance } from '../../../lib/money/find-balance';
import { balancesQueryOptions } from '../../../lib/money/get-balances';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { showToast } from '../../../lib/toast';
import { type DepositProgress, IDLE_DEPOSIT, observeAvailable } from '../utils/deposit-progress';
import { type DepositOutcome, runDeposit } from '../utils/run-deposit';
import { depositProgressStore, rechargeFlagStore } from './deposit-store';

/**
 * The deposit of SPEC 4 with the connected wallet: token reads through the configured chain,
 * approve and doRecharge through the wallet, receipts awaited; then the credit is watched by
 * the page's balance poll (`observe`).
 */
export function useDeposit(address: Address): {
  progress: DepositProgress;
  running: boolean;
  start: (amountWei: bigint) => Promise<DepositOutcome | undefined>;
  observe: (availableWei: bigint) => void;
  reset: () => void;
} {
  const { t } = useTranslation();
  const wagmiConfig = useConfig();
  const appConfig = useAppConfig();
  const queryClient = useQueryClient();
  const running = useFlag(rechargeFlagStore);
  const progress = useSyncExternalStore(depositProgressStore.subscribe, depositProgressStore.get);

  const start = useCallback(
    async (amountWei: bigint) => {
      if (rechargeFlagStore.get()) return undefined;
      const chainId = appConfig.chain.chainId;
      const usdt = appConfig.contracts.usdt as Address;
      const recharge = appConfig.contracts.recharge as Address;
      return runDeposit(amountWei, {
        readTokenBalance: () =>
          readContract(wagmiConfig, {
            address: usdt,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
            chainId,
          }),
        readAllowance: () =>
          readContract(wagmiConfig, {
            address: usdt,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [address, recharge],
            chainId,
          }),
        approveMax: () =>
          writeContract(wagmiConfig, {
            address: usdt,
            abi: erc20Abi,
            functionName: 'approve',
            args: [recharge, maxUint256],
            chainId,
            account: address,
          }),
        doRecharge: (amount) =>
          writeContract(wagmiConfig, {
            address: recharge,
            abi: rechargeAbi,
            functionName: 'doRecharge',
            args: [amount],
            chainId,
            account: address,
          }),
        waitForReceipt: (hash) => waitForTransactionReceipt(wagmiConfig, { hash, chainId }),
        readPlatformAvailable: async () => {
          const balances = await queryClient.fetchQuery({ ...balancesQueryOptions(address), staleTime: 0 });
          return findBalance(balances, 'USDT')?.availableWei;
        },
        setRechargeFlag: rechargeFlagStore.set,
        setProgress: depositProgressStore.set,
        toastInsufficientBalance: () => showToast(t('money.errors.insufficientBalance')),
        toastSubmitted: () => showToast(t('money.submitted')),
        logError: (message, error) => console.error(message, error),
      });
    },
    [address, appConfig, wagmiConfig, queryClient, t],
  );

  const observe = useCallback((availableWei: bigint) => {
    depositProgressStore.update((current) => observeAvailable(current, availableWei));
  }, []);

  // Submitted (the record appears, reviewing) and credited (balances, history, record): stale.
  useEffect(() => {
    if (progress.phase === 'crediting' || progress.phase === 'credited')
      void invalidateMoneyQueries(queryClient);
  }, [progress.phase, queryClient]);

  const reset = useCallback(() => {
    if (!rechargeFlagStore.get()) depositProgressStore.set(IDLE_DEPOSIT);
  }, []);

  return { progress, running, start, observe, reset };
}
