import { type Address, encodeFunctionData } from 'viem';
import type { ContractAddresses } from './addresses';
import { type DeploySteps, deployStep } from './deploy-steps';
import { erc1967ProxyArtifact, liabilitiesRootsArtifact, testTokenArtifact } from './generated/artifacts';
import { fundingV1Artifact, rechargeV1Artifact } from './generated/legacy/v1-artifacts';

/**
 * The stack as version 1's deploy left it, from the frozen artifacts: the wallet's account (the
 * hot key) owns Recharge and Funding and administers LiabilitiesRoots. For the tests of the local
 * chain's migration (migrate-v1-stack.ts) only; nothing deploys version 1 any more.
 */
export async function deployV1Stack(steps: DeploySteps, publisher: Address): Promise<ContractAddresses> {
  const { walletClient } = steps;
  const owner = walletClient.account.address;
  const token = async (symbol: string) =>
    (
      await deployStep(steps, `deploy ${symbol}`, {
        source: 'TestToken',
        ...testTokenArtifact,
        args: [symbol, symbol, owner],
      })
    ).address;
  const usdt = await token('USDT');
  const bhc = await token('BHC');
  const woohoo = await token('WOOHOO');
  const recharge = await deployStep(steps, 'deploy Recharge', {
    source: 'Recharge',
    ...rechargeV1Artifact,
    args: [owner, usdt, owner],
  });
  const implementation = await deployStep(steps, 'deploy Funding', {
    source: 'Funding',
    ...fundingV1Artifact,
  });
  const initialize = encodeFunctionData({
    abi: fundingV1Artifact.abi,
    functionName: 'initialize',
    args: [owner, usdt, bhc],
  });
  const funding = await deployStep(steps, 'deploy proxy', {
    source: 'ERC1967Proxy',
    ...erc1967ProxyArtifact,
    args: [implementation.address, initialize],
  });
  const roots = await deployStep(steps, 'deploy LiabilitiesRoots', {
    source: 'LiabilitiesRoots',
    ...liabilitiesRootsArtifact,
    args: [owner, publisher],
  });
  return {
    usdt,
    bhc,
    woohoo,
    recharge: recharge.address,
    funding: funding.address,
    fundingImplementation: implementation.address,
    liabilitiesRoots: roots.address,
  };
}
