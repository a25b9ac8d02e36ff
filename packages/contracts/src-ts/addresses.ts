import { type Address, isAddress } from 'viem';

/** Where the stack's contracts live on one chain. `funding` is the proxy users talk to. */
export type ContractAddresses = {
  usdt: Address;
  bhc: Address;
  woohoo: Address;
  recharge: Address;
  funding: Address;
  fundingImplementation: Address;
  /**
   * The proof-of-liabilities register; optional, so a deployment recorded before it existed still
   * reads (the local chain then deploys it alone).
   */
  liabilitiesRoots?: Address;
  /**
   * The custody layout (DESIGN "Custody (real money)"): the TimelockController that owns and
   * administers every contract, the Safe multisig that proposes to it and unpauses, and Payouts.
   * Optional here only so a deployment recorded before the roles still reads: the local chain
   * migrates it (migrate-v1-stack.ts); every deployment made since has them ({@link CustodyAddresses}).
   */
  timelock?: Address;
  safe?: Address;
  payouts?: Address;
  /** Safe's own contracts, when this deployment put them on the chain (never on chain 56). */
  safeSingleton?: Address;
  safeProxyFactory?: Address;
  safeFallbackHandler?: Address;
  safeMultiSendCallOnly?: Address;
};

/** A deployment with the custody layout: what {@link ContractAddresses} is since the roles. */
export type CustodyAddresses = ContractAddresses & Required<Pick<ContractAddresses, CustodyKey>>;

type CustodyKey = 'timelock' | 'safe' | 'payouts';

const CONTRACT_ADDRESS_KEYS = [
  'usdt',
  'bhc',
  'woohoo',
  'recharge',
  'funding',
  'fundingImplementation',
] as const satisfies ReadonlyArray<keyof ContractAddresses>;

const CUSTODY_KEYS = ['timelock', 'safe', 'payouts'] as const satisfies ReadonlyArray<CustodyKey>;

const OPTIONAL_KEYS = [
  'liabilitiesRoots',
  ...CUSTODY_KEYS,
  'safeSingleton',
  'safeProxyFactory',
  'safeFallbackHandler',
  'safeMultiSendCallOnly',
] as const satisfies ReadonlyArray<keyof ContractAddresses>;

const isAddressValue = (value: unknown) => typeof value === 'string' && isAddress(value);

/**
 * True when `value` has every required contract address, each a valid (checksummed if mixed-case)
 * address, and each optional one present is valid too.
 */
export function isContractAddresses(value: unknown): value is ContractAddresses {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    CONTRACT_ADDRESS_KEYS.every((key) => isAddressValue(record[key])) &&
    OPTIONAL_KEYS.every((key) => record[key] === undefined || isAddressValue(record[key]))
  );
}

/** True when the deployment has the custody layout (timelock, Safe, Payouts): made since the roles. */
export function hasCustody(addresses: ContractAddresses): addresses is CustodyAddresses {
  return CUSTODY_KEYS.every((key) => addresses[key] !== undefined);
}
