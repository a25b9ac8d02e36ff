import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem';
import { useConfig, useReadContracts } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection';
import { fundingAbi } from '../utils/funding-abi';

export type PoolAction = 'deposit' | 'withdraw' | 'claim';
export type PoolTx = {
  action: PoolAction;
  step: 'approve' | 'send';
  hash?: Hash;
  state: 'pending' | 'confirmed' | 'failed';
  error?: string;
};

/** How many of each record kind the page shows (the contract's pages are bounded). */
const RECORDS_LIMIT = 20n;

/**
 * The on-chain pool (SPEC 3 and 7, the Funding contract): its reads through the configured chain
 * (total staked, the user's stake, pending reward, withdrawable, and the paged deposit, withdraw
 * and claim records), and deposit (approving USDT first when the allowance is short), withdraw
 * and claim through the connected wallet, each followed to its receipt, after which every read
 * refreshes.
 */
export function usePool(address: Address) {
  const wagmiConfig = useConfig();
  const appConfig = useAppConfig();
  const queryClient = useQueryClient();
  const chainId = appConfig.chain.chainId;
  const funding = appConfig.contracts.funding as Address;
  const usdt = appConfig.contracts.usdt as Address;
  const [tx, setTx] = useState<PoolTx | undefined>(undefined);
  const contract = { address: funding, abi: fundingAbi, chainId } as const;
  const reads = useReadContracts({
    contracts: [
      { ...contract, functionName: 'totalLp' },
      { ...contract, functionName: 'getUserInfo', args: [address] },
      { ...contract, functionName: 'getAbleWithdrawAmount', args: [address] },
      { ...contract, functionName: 'getDepositRecord', args: [address, 0n, RECORDS_LIMIT] },
      { ...contract, functionName: 'getWithdrawRecord', args: [address, 0n, RECORDS_LIMIT] },
      { ...contract, functionName: 'getClaimRecord', args: [address, 0n, RECORDS_LIMIT] },
      { address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address], chainId },
    ],
  });
  const [totalLp, info, withdrawable, deposits, withdrawals, claims, walletUsdt] = reads.data ?? [];

  async function send(action: PoolAction, write: () => Promise<Hash>, step: PoolTx['step'] = 'send') {
    setTx({ action, step, state: 'pending' });
    try {
      const hash = await write();
      setTx({ action, step, hash, state: 'pending' });
      const receipt = await waitForTransactionReceipt(wagmiConfig, { hash, chainId });
      if (receipt.status !== 'success') throw new Error('reverted');
      setTx({ action, step, hash, state: 'confirmed' });
      return true;
    } catch (error) {
      setTx(
        isUserRejection(error)
          ? undefined
          : { action, step, state: 'failed', error: (error as Error).message },
      );
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['readContracts'] });
      await reads.refetch();
    }
  }

  const write = (functionName: 'deposit' | 'withdraw' | 'claim', args: readonly [bigint] | readonly []) =>
    writeContract(wagmiConfig, {
      ...contract,
      functionName,
      args,
      account: address,
    } as never) as Promise<Hash>;

  return {
    loading: reads.isPending,
    failed: reads.isError,
    refetch: reads.refetch,
    totalLpWei: totalLp?.result as bigint | undefined,
    stakedWei: (info?.result as { amount: bigint } | undefined)?.amount,
    rewardWei: (info?.result as { reward: bigint } | undefined)?.reward,
    withdrawableWei: withdrawable?.result as bigint | undefined,
    walletUsdtWei: walletUsdt?.result as bigint | undefined,
    records: {
      deposit:
        (
          deposits?.result as readonly [readonly { amount: bigint; timestamp: bigint }[], bigint] | undefined
        )?.[0] ?? [],
      withdraw:
        (
          withdrawals?.result as
            | readonly [readonly { amount: bigint; timestamp: bigint }[], bigint]
            | undefined
        )?.[0] ?? [],
      claim:
        (
          claims?.result as readonly [readonly { amount: bigint; timestamp: bigint }[], bigint] | undefined
        )?.[0] ?? [],
    },
    tx,
    deposit: async (amountWei: bigint) => {
      const allowance = await readContract(wagmiConfig, {
        address: usdt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, funding],
        chainId,
      });
      if (allowance < amountWei) {
        const approved = await send(
          'deposit',
          () =>
            writeContract(wagmiConfig, {
              address: usdt,
              abi: erc20Abi,
              functionName: 'approve',
              args: [funding, maxUint256],
              chainId,
              account: address,
            }),
          'approve',
        );
        if (!approved) return false;
      }
      return send('deposit', () => write('deposit', [amountWei]));
    },
    withdraw: (amountWei: bigint) => send('withdraw', () => write('withdraw', [amountWei])),
    claim: () => send('claim', () => write('claim', [])),
  };
}
