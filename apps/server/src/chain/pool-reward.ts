import { fundingAbi } from '@woohoo/contracts/abis';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  http,
  type LocalAccount,
  maxUint256,
  type PublicClient,
  type Chain as ViemChain,
} from 'viem';
import { AppError } from '../http/app-error';
import type { PoolOperations } from '../modules/pool/pool-operator-routes';

/**
 * The pool operations of the treasury (Funding's REWARDER_ROLE): approve BHC once, then addReward,
 * each awaited to its receipt so the operator learns at once whether it went through.
 */
export function treasuryPoolOperations(opts: {
  publicClient: PublicClient;
  rpcUrl: string;
  viemChain: ViemChain;
  treasury: LocalAccount;
  funding: Address;
  rewardToken: Address;
}): PoolOperations {
  const wallet = createWalletClient({
    account: opts.treasury,
    chain: opts.viemChain,
    transport: http(opts.rpcUrl),
  });
  const confirm = async (hash: `0x${string}`) => {
    const receipt = await opts.publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return hash;
  };
  return {
    addReward: async (amountWei) => {
      const totalLp = await opts.publicClient.readContract({
        address: opts.funding,
        abi: fundingAbi,
        functionName: 'totalLp',
      });
      if (totalLp === 0n) throw new AppError('poolNoStakers');
      const held = await opts.publicClient.readContract({
        address: opts.rewardToken,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [opts.treasury.address],
      });
      if (held < amountWei) throw new AppError('insufficientBalance');
      const allowance = await opts.publicClient.readContract({
        address: opts.rewardToken,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [opts.treasury.address, opts.funding],
      });
      if (allowance < amountWei) {
        await confirm(
          await wallet.writeContract({
            address: opts.rewardToken,
            abi: erc20Abi,
            functionName: 'approve',
            args: [opts.funding, maxUint256],
          }),
        );
      }
      return confirm(
        await wallet.writeContract({
          address: opts.funding,
          abi: fundingAbi,
          functionName: 'addReward',
          args: [amountWei],
        }),
      );
    },
  };
}
