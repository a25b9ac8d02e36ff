import { useQueryClient } from '@tanstack/react-query';
import { fundingAbi } from '@woohoo/contracts/abis';
import { useState } from 'react';
import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { useConfig, useReadContracts } from 'wagmi';
import { readContract, writeContract } from 'wagmi/actions';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection';
import { describePoolFailure, type PoolFailure } from '../utils/describe-pool-failure';

export type PoolAction = 'deposit' | 'withdraw' | 'claim';
export type PoolTx = {
  action: PoolAction;
  step: 'approve' | 'send';
  hash?: Hash;
  state: 'pending' | 'confirmed' | 'failed';
  failure?: PoolFailure;
};

/** How many of each record kind the page shows (the contract's pages are bounded). */
const RECORDS_LIMIT = 20n;

/**
 * The on-chain pool (SPEC 3 and 7, the Funding contract): its reads through the configured chain
 * (total staked, the user's stake, pending reward, withdrawable, and the paged deposit, withdraw
 * and claim records), and deposit (approving USDT first when the allowance is short), withdraw
 * and claim through the connected wallet, each followed to its receipt, after which every read
 * refreshes. A failure says why (describePoolFailure); a rejection in the wallet is a quiet cancel.
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
      // viem's wait, not wagmi's: wagmi's throws a bare Error("unknown reason") for a mined revert,
      // which the page could not tell from a network failure; the receipt's status says it.
      const receipt = await waitForTransactionReceipt(wagmiConfig.getClient({ chainId }), { hash });
      const confirmed = receipt.status === 'success';
      setTx({
        action,
        step,
        hash,
        state: confirmed ? 'confirmed' : 'failed',
        ...(confirmed ? {} : { failure: { reason: 'reverted' } }),
      });
      return confirmed;
    } catch (error) {
      setTx(
        isUserRejection(error)
          ? undefined
          : { action, step, state: 'failed', failure: describePoolFailure(error) },
      );
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['readContracts'] });
      await reads.refetch();
    }
  }

  return {
    loading: reads.isPending,
    failed: reads.isError,
    refetch: reads.refetch,
    totalLpWei: totalLp?.result,
    stakedWei: info?.result?.amount,
    rewardWei: info?.result?.reward,
    withdrawableWei: withdrawable?.result,
    walletUsdtWei: walletUsdt?.result,
    records: {
      deposit: deposits?.result?.[0] ?? [],
      withdraw: withdrawals?.result?.[0] ?? [],
      claim: claims?.result?.[0] ?? [],
    },
    tx,
    deposit: async (amountWei: bigint) => {
      let allowance: bigint;
      try {
        allowance = await readContract(wagmiConfig, {
          address: usdt,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [address, funding],
          chainId,
        });
      } catch (error) {
        // The chain could not be read: nothing was sent, and the page says so.
        setTx({ action: 'deposit', step: 'approve', state: 'failed', failure: describePoolFailure(error) });
        return false;
      }
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
      return send('deposit', () =>
        writeContract(wagmiConfig, {
          ...contract,
          functionName: 'deposit',
          args: [amountWei],
          account: address,
        }),
      );
    },
    withdraw: (amountWei: bigint) =>
      send('withdraw', () =>
        writeContract(wagmiConfig, {
          ...contract,
          functionName: 'withdraw',
          args: [amountWei],
          account: address,
        }),
      ),
    claim: () =>
      send('claim', () =>
        writeContract(wagmiConfig, { ...contract, functionName: 'claim', account: address }),
      ),
  };
}
