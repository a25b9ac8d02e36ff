import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem';
import { fundingAbi, rechargeAbi, timelockControllerAbi } from '../../src-ts/abis';
import { type ContractAddresses, type CustodyAddresses, hasCustody } from '../../src-ts/addresses';
import { type RoleHolding, readOwners, readRoleHoldings } from '../../src-ts/custody-roles';
import { safeL2Artifact } from '../../src-ts/safe/safe-artifacts';

/** ERC-1967: where a proxy keeps its implementation's address. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

export type WiringCheck = {
  /** What a person should read and confirm: owners, recipient, publisher. */
  facts: Record<string, string>;
  /** Contracts that are not connected as the deployment file says; empty when they are. */
  problems: string[];
};

/** Who the check expects where: the hot wallet (and guardian) given, the deployer read from the chain. */
export type CustodyExpectation = { hotWallet: Address; guardian?: Address; deployer?: Address };

/**
 * Reads the deployed contracts back: the Funding proxy points at the recorded implementation and
 * stakes USDT for BHC, the implementation itself cannot be initialized, and Recharge takes USDT;
 * then the custody layout ({@link checkCustody}). Owners, the Safe, the delay and the recipient are
 * returned for a person to confirm.
 */
export async function checkWiring(
  publicClient: PublicClient,
  addresses: ContractAddresses,
  expected: CustodyExpectation,
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

  const recipient = await recharge('rechargeRecipient');
  expect('Recharge recipient', recipient, expected.hotWallet);
  if (!hasCustody(addresses)) {
    problems.push('the deployment file has no timelock, Safe or Payouts: not the custody layout');
    return { facts: { 'Recharge recipient': recipient }, problems };
  }
  const custody = await checkCustody(publicClient, addresses, expected);
  return {
    facts: { ...custody.facts, 'Recharge recipient': recipient },
    problems: [...problems, ...custody.problems],
  };
}

/** The only roles the hot key may hold (DESIGN "Custody (real money)"). */
const HOT_KEY_ROLES = ['funding REWARDER_ROLE', 'payouts PAYER_ROLE'];

/**
 * The custody layout read back: Funding and Recharge owned by the timelock (nothing pending), every
 * contract's DEFAULT_ADMIN_ROLE held by the timelock, the Safe its proposer, canceller and executor
 * and the unpauser of Funding and Recharge, the hot wallet holding exactly REWARDER_ROLE and
 * PAYER_ROLE, and the deployer nothing at all.
 */
export async function checkCustody(
  publicClient: PublicClient,
  addresses: CustodyAddresses,
  expected: CustodyExpectation,
): Promise<WiringCheck> {
  const problems: string[] = [];
  const { timelock, safe } = addresses;
  const owners = await readOwners(publicClient, addresses);
  for (const [name, { owner, pendingOwner }] of Object.entries(owners)) {
    if (!isAddressEqual(owner, timelock))
      problems.push(`${name} owner is ${owner}, not the timelock ${timelock}`);
    if (!isAddressEqual(pendingOwner, '0x0000000000000000000000000000000000000000'))
      problems.push(`${name} has a pending owner ${pendingOwner}`);
  }
  const accounts = [timelock, safe, expected.hotWallet, expected.guardian, expected.deployer].filter(
    (account): account is Address => account !== undefined,
  );
  const holdings = await readRoleHoldings(publicClient, addresses, accounts);
  const holds = (account: Address, contract: string, role: string) =>
    holdings.some((h) => h.contract === contract && h.role === role && isAddressEqual(h.account, account));
  const roleContracts = [
    'funding',
    'recharge',
    'payouts',
    'timelock',
    ...(addresses.liabilitiesRoots ? ['liabilitiesRoots'] : []),
  ];
  for (const contract of roleContracts) {
    if (!holds(timelock, contract, 'DEFAULT_ADMIN_ROLE'))
      problems.push(`${contract} DEFAULT_ADMIN_ROLE is not held by the timelock`);
  }
  for (const [contract, role] of [
    ['funding', 'UNPAUSER_ROLE'],
    ['recharge', 'UNPAUSER_ROLE'],
    ['timelock', 'PROPOSER_ROLE'],
    ['timelock', 'CANCELLER_ROLE'],
    ['timelock', 'EXECUTOR_ROLE'],
  ] as const) {
    if (!holds(safe, contract, role)) problems.push(`${contract} ${role} is not held by the Safe`);
  }
  const hotRoles = describe(holdings.filter((h) => isAddressEqual(h.account, expected.hotWallet)));
  const beyond = hotRoles.filter((role) => !HOT_KEY_ROLES.includes(role));
  if (beyond.length > 0) problems.push(`the hot wallet holds more than its two roles: ${beyond.join(', ')}`);
  for (const role of HOT_KEY_ROLES.filter((role) => !hotRoles.includes(role)))
    problems.push(`the hot wallet lacks ${role}`);
  const { deployer } = expected;
  const deployerRoles = deployer ? describe(holdings.filter((h) => isAddressEqual(h.account, deployer))) : [];
  if (deployerRoles.length > 0) problems.push(`the deployer still holds ${deployerRoles.join(', ')}`);
  return { facts: await custodyFacts(publicClient, addresses, holdings, expected), problems };
}

function describe(holdings: readonly RoleHolding[]): string[] {
  return holdings.map(({ contract, role }) => `${contract} ${role}`);
}

async function custodyFacts(
  publicClient: PublicClient,
  addresses: CustodyAddresses,
  holdings: readonly RoleHolding[],
  expected: CustodyExpectation,
): Promise<Record<string, string>> {
  const safeRead = { address: addresses.safe, abi: safeL2Artifact.abi } as const;
  const [safeOwners, threshold, delay] = await Promise.all([
    publicClient.readContract({ ...safeRead, functionName: 'getOwners' }),
    publicClient.readContract({ ...safeRead, functionName: 'getThreshold' }),
    publicClient.readContract({
      address: addresses.timelock,
      abi: timelockControllerAbi,
      functionName: 'getMinDelay',
    }),
  ]);
  const guardians = holdings
    .filter(
      (h) =>
        h.role === 'GUARDIAN_ROLE' && h.contract === 'funding' && !isAddressEqual(h.account, addresses.safe),
    )
    .map((h) => h.account);
  return {
    'Funding and Recharge owner, every DEFAULT_ADMIN_ROLE': `${addresses.timelock} (the timelock)`,
    'Timelock delay': `${delay} s`,
    'Safe (proposer, executor, canceller, unpauser)': `${addresses.safe}, ${threshold} of ${safeOwners.join(', ')}`,
    'Hot wallet (REWARDER_ROLE, PAYER_ROLE)': expected.hotWallet,
    Guardian: guardians.join(', ') || 'none besides the Safe',
  };
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
