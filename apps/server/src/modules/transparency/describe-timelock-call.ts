import {
  fundingAbi,
  liabilitiesRootsAbi,
  payoutsAbi,
  rechargeAbi,
  timelockControllerAbi,
} from '@woohoo/contracts/abis';
import { ROLE_IDS } from '@woohoo/contracts/custody-roles';
import type { ScheduledChange } from '@woohoo/shared/api/transparency';
import { type Abi, type Address, decodeFunctionData, type Hex, isAddressEqual } from 'viem';

export type NamedContract = NonNullable<ScheduledChange['targetName']>;

/** Our contracts by name, as the deployment recorded them. */
export type NamedContracts = Partial<Record<NamedContract, Address>>;

const ABIS: Record<NamedContract, Abi> = {
  funding: fundingAbi,
  recharge: rechargeAbi,
  payouts: payoutsAbi,
  liabilitiesRoots: liabilitiesRootsAbi,
  timelock: timelockControllerAbi,
};

type Described = Pick<ScheduledChange, 'targetName' | 'action' | 'functionName' | 'detail'>;

/**
 * What a timelock call does, in the terms the transparency page shows: the contract it calls by
 * name, and the function decoded with that contract's ABI ("upgrade Funding", "change the deposit
 * recipient", "grant role ..."); `other` with the raw selector left out when nothing matches.
 */
export function describeTimelockCall(contracts: NamedContracts, target: Address, data: Hex): Described {
  const entry = (Object.entries(contracts) as [NamedContract, Address | undefined][]).find(
    ([, address]) => address !== undefined && isAddressEqual(address, target),
  );
  if (!entry) return { targetName: null, action: 'other', functionName: null, detail: null };
  const [targetName] = entry;
  let decoded: { functionName: string; args?: readonly unknown[] };
  try {
    decoded = decodeFunctionData({ abi: ABIS[targetName], data });
  } catch {
    // Not a function of that contract (a bare transfer of value, an unknown selector): shown as "other".
    return { targetName, action: 'other', functionName: null, detail: null };
  }
  const args = decoded.args ?? [];
  const { action, detail } = actionOf(decoded.functionName, args);
  return { targetName, action, functionName: decoded.functionName, detail };
}

function actionOf(functionName: string, args: readonly unknown[]): Pick<Described, 'action' | 'detail'> {
  switch (functionName) {
    case 'upgradeToAndCall':
      return { action: 'upgrade', detail: String(args[0]) };
    case 'addRechargeRecipient':
      return { action: 'changeRecipient', detail: String(args[0]) };
    case 'grantRole':
    case 'revokeRole':
      return { action: functionName, detail: `${roleName(args[0])} ${String(args[1])}` };
    case 'pause':
    case 'unpause':
      return { action: functionName, detail: null };
    case 'updateDelay':
      return { action: 'updateDelay', detail: String(args[0]) };
    default:
      return { action: 'other', detail: null };
  }
}

function roleName(id: unknown): string {
  const found = Object.entries(ROLE_IDS).find(([, value]) => value === id);
  return found ? found[0] : String(id);
}
