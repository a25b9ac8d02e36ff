import {
  type Address,
  getAddress,
  keccak256,
  type PublicClient,
  parseAbi,
  stringToHex,
  zeroHash,
} from 'viem';
import type { CustodyAddresses } from './addresses';

/** Each role the stack's contracts use; ids are `keccak256("<NAME>")`, the admin role is zero. */
export const ROLE_IDS = {
  DEFAULT_ADMIN_ROLE: zeroHash,
  GUARDIAN_ROLE: keccak256(stringToHex('GUARDIAN_ROLE')),
  UNPAUSER_ROLE: keccak256(stringToHex('UNPAUSER_ROLE')),
  REWARDER_ROLE: keccak256(stringToHex('REWARDER_ROLE')),
  PUBLISHER_ROLE: keccak256(stringToHex('PUBLISHER_ROLE')),
  PAYER_ROLE: keccak256(stringToHex('PAYER_ROLE')),
  PROPOSER_ROLE: keccak256(stringToHex('PROPOSER_ROLE')),
  EXECUTOR_ROLE: keccak256(stringToHex('EXECUTOR_ROLE')),
  CANCELLER_ROLE: keccak256(stringToHex('CANCELLER_ROLE')),
} as const;

export type RoleName = keyof typeof ROLE_IDS;

/** The contracts that hold roles, and the roles each one has. */
export const CONTRACT_ROLES = {
  funding: ['DEFAULT_ADMIN_ROLE', 'GUARDIAN_ROLE', 'UNPAUSER_ROLE', 'REWARDER_ROLE'],
  recharge: ['DEFAULT_ADMIN_ROLE', 'GUARDIAN_ROLE', 'UNPAUSER_ROLE'],
  liabilitiesRoots: ['DEFAULT_ADMIN_ROLE', 'PUBLISHER_ROLE'],
  payouts: ['DEFAULT_ADMIN_ROLE', 'PAYER_ROLE'],
  timelock: ['DEFAULT_ADMIN_ROLE', 'PROPOSER_ROLE', 'EXECUTOR_ROLE', 'CANCELLER_ROLE'],
} as const satisfies Record<string, readonly RoleName[]>;

export type RoleContract = keyof typeof CONTRACT_ROLES;

/** One role one account holds on one contract. */
export type RoleHolding = { contract: RoleContract; role: RoleName; account: Address };

const ACCESS_ABI = parseAbi([
  'function hasRole(bytes32 role, address account) view returns (bool)',
  'function owner() view returns (address)',
  'function pendingOwner() view returns (address)',
]);

/**
 * Which of `accounts` holds which role on each of the stack's role-based contracts, read with
 * `hasRole` (the contracts are not enumerable, so the accounts to ask about are given: the
 * deployer, the hot wallet, the Safe, the timelock, the guardian, the publisher).
 */
export async function readRoleHoldings(
  publicClient: PublicClient,
  addresses: Partial<Record<RoleContract, Address>>,
  accounts: readonly Address[],
): Promise<RoleHolding[]> {
  const distinct = [...new Set(accounts.map((account) => getAddress(account)))];
  const asks: Promise<RoleHolding | undefined>[] = [];
  for (const [contract, roles] of Object.entries(CONTRACT_ROLES) as [RoleContract, readonly RoleName[]][]) {
    const address = addresses[contract];
    if (!address) continue;
    for (const role of roles) {
      for (const account of distinct) {
        asks.push(
          publicClient
            .readContract({
              address,
              abi: ACCESS_ABI,
              functionName: 'hasRole',
              args: [ROLE_IDS[role], account],
            })
            .then((held) => (held ? { contract, role, account } : undefined)),
        );
      }
    }
  }
  return (await Promise.all(asks)).filter((holding): holding is RoleHolding => holding !== undefined);
}

/** `owner()` and `pendingOwner()` of the two Ownable2Step contracts, Funding (the proxy) and Recharge. */
export async function readOwners(
  publicClient: PublicClient,
  addresses: Pick<CustodyAddresses, 'funding' | 'recharge'>,
): Promise<Record<'funding' | 'recharge', { owner: Address; pendingOwner: Address }>> {
  const read = async (address: Address) => {
    const [owner, pendingOwner] = await Promise.all([
      publicClient.readContract({ address, abi: ACCESS_ABI, functionName: 'owner' }),
      publicClient.readContract({ address, abi: ACCESS_ABI, functionName: 'pendingOwner' }),
    ]);
    return { owner, pendingOwner };
  };
  const [funding, recharge] = await Promise.all([read(addresses.funding), read(addresses.recharge)]);
  return { funding, recharge };
}
