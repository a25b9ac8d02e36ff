import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem';
import { bsc, bscTestnet } from 'viem/chains';

const KNOWN_CHAINS: readonly Chain[] = [bsc, bscTestnet];

/**
 * A client for the deployment's chain (BSC and BSC testnet by their viem definitions, anything else
 * defined on the fly), after checking that the RPC really serves `chainId`.
 */
export async function connectToChain(target: {
  rpcUrl: string;
  chainId: number;
}): Promise<{ chain: Chain; publicClient: PublicClient }> {
  const known = KNOWN_CHAINS.find((candidate) => candidate.id === target.chainId);
  const chain = defineChain({
    ...(known ?? {
      id: target.chainId,
      name: `chain ${target.chainId}`,
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    }),
    rpcUrls: { default: { http: [target.rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(target.rpcUrl) });
  const served = await publicClient.getChainId();
  if (served !== target.chainId) {
    throw new Error(`the RPC at ${target.rpcUrl} serves chain ${served}, but CHAIN_ID is ${target.chainId}`);
  }
  return { chain, publicClient };
}
