/**
 * `npm run safe -w @woohoo/contracts -- <command>`: prints the Safe transactions the owners sign to
 * change, pause or fund the deployed contracts (docs/deploy-contracts.md), as Safe{Wallet}'s
 * Transaction Builder takes them (to, value, data). It signs and sends nothing: the owners' keys
 * never come near this machine. Reads the deployment file (CHAIN_ID, DEPLOY_OUT_DIR) and the
 * timelock's delay from CHAIN_RPC_URL.
 */
import { timelockControllerAbi } from '../src-ts/abis';
import { hasCustody } from '../src-ts/addresses';
import { readDeployment } from '../src-ts/deployment-file';
import { connectToChain } from './lib/chain-clients';
import { readChainTarget } from './lib/deploy-config';
import { safeCommand } from './lib/safe-commands';

async function main(): Promise<void> {
  const target = readChainTarget(process.env, process.cwd());
  const addresses = readDeployment(target.deploymentFile, target.chainId);
  if (!addresses || !hasCustody(addresses)) {
    throw new Error(
      `${target.deploymentFile} holds no deployment with a timelock on chain ${target.chainId}`,
    );
  }
  const { publicClient } = await connectToChain(target);
  const delay = await publicClient.readContract({
    address: addresses.timelock,
    abi: timelockControllerAbi,
    functionName: 'getMinDelay',
  });
  for (const output of safeCommand(process.argv.slice(2), addresses, delay)) {
    console.log(`# ${output.description}${output.operationId ? ` (operation ${output.operationId})` : ''}`);
    console.log(
      `Safe ${addresses.safe}: to ${output.tx.to}, value ${output.tx.value}, data ${output.tx.data}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
