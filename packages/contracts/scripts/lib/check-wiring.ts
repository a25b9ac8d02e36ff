import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem';
import { fundingAbi, rechargeAbi } from '../../src-ts/abis';
import type { ContractAddresses } from '../../src-ts/addresses';

/** ERC-1967: where a proxy keeps its implementation's address. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

export type WiringCheck = {
  /** What a person should read and confirm: owners, recipient, publisher. */
  facts: Record<string, string>;
  /** Contracts that are not connected as the deployment file says; empty when they are. */
  problems: string[];
};

/**
 * Reads the deployed contracts back: the Funding proxy points at the recorded implementation and
 * stakes USDT for BHC, the implementation itself cannot be initialized, and Recharge takes USDT.
 * Owners and the recipient are returned for a person to confirm.
 */
export async function checkWiring(
  publicClient: PublicClient,
  addresses: ContractAddresses,
): Promise<WiringCheck> {
  const problems: string[] = [];
  const expect = (what: string, actual: Address, expected: Address) => {
    if (!isAddressEqual(actual, expected)) problems.push(`${what} is ${actual}, expected ${expected}`);
  };
  const funding = (functionName: 'owner' | 'pendingOwner' | 'lpToken' | 'rewardToken') =>
    publicClient.readContract({ address: addresses.funding, abi: fundingAbi, functionName });
  const recharge = (functionName: 'owner' | 'token' | 'rechargeRecipient') =>
    publicClient.readContract({ address: addresses.recharge, abi: rechargeAbi, functionName });

  const slot = await publicClient.getStorageAt({ address: addresses.funding, slot: IMPLEMENTATION_SLOT });
  expect(
    'the Funding proxy implementation',
    getAddress(`0x${(slot ?? '0x').slice(-40)}`),
    addresses.fundingImplementation,
  );
  expect('Funding.lpToken', await funding('lpToken'), addresses.usdt);
  expect('Funding.rewardToken', await funding('rewardToken'), addresses.bhc);
  expect('Recharge.token', await recharge('token'), addresses.usdt);
  if (await initializes(publicClient, addresses)) {
    problems.push('the Funding implementation can be initialized by anyone (its constructor did not run)');
  }

  const facts: Record<string, string> = {
    'Funding owner': await funding('owner'),
    'Funding pending owner': await funding('pendingOwner'),
    'Recharge owner': await recharge('owner'),
    'Recharge recipient': await recharge('rechargeRecipient'),
  };
  return { facts, problems };
}

/** True when a call to `initialize` on the implementation itself would succeed. */
async function initializes(publicClient: PublicClient, addresses: ContractAddresses): Promise<boolean> {
  try {
    await publicClient.simulateContract({
      address: addresses.fundingImplementation,
      abi: fundingAbi,
      functionName: 'initialize',
      // Valid arguments, so only the initializer guard can refuse the call.
      args: [
        addresses.usdt,
        addresses.bhc,
        {
          admin: addresses.recharge,
          guardian: addresses.recharge,
          unpauser: addresses.recharge,
          rewarder: addresses.recharge,
        },
      ],
    });
    return true;
  } catch {
    // Reverted (InvalidInitialization), as it must.
    return false;
  }
}
