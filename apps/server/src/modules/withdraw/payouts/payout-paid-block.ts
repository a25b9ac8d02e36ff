import { payoutsAbi } from '@woohoo/contracts/abis';
import { type Address, decodeFunctionData, type Hex, type PublicClient } from 'viem';

/** The block in which the chain paid payout `id`; 0n when it has not. */
export function readPaidBlock(publicClient: PublicClient, payouts: Address, id: Hex): Promise<bigint> {
  return publicClient.readContract({
    address: payouts,
    abi: payoutsAbi,
    functionName: 'paidBlock',
    args: [id],
  });
}

/**
 * For a signed call to `Payouts.pay`: the block the chain paid its id in (0n: not paid). Undefined
 * for any other call (a plain transfer signed before payouts went through the contract).
 */
export async function paidBlockOfCall(
  publicClient: PublicClient,
  call: { to?: Address | null; data?: Hex },
): Promise<bigint | undefined> {
  if (!call.to || !call.data) return undefined;
  let id: Hex;
  try {
    const decoded = decodeFunctionData({ abi: payoutsAbi, data: call.data });
    if (decoded.functionName !== 'pay') return undefined;
    [id] = decoded.args;
  } catch {
    // Not a Payouts call: there is no id to ask the chain about.
    return undefined;
  }
  return readPaidBlock(publicClient, call.to, id);
}
