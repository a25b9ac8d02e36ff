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
   * Pays each withdrawal at most once, by its id (docs/rules.md "Payouts exactly once"); optional,
   * so a deployment recorded before it existed still reads (the local chain then deploys it alone).
   */
  payouts?: Address;
};

const CONTRACT_ADDRESS_KEYS = [
  'usdt',
  'bhc',
  'woohoo',
  'recharge',
  'funding',
  'fundingImplementation',
] as const satisfies ReadonlyArray<keyof ContractAddresses>;

/** True when `value` has every contract address, each a valid (checksummed if mixed-case) address. */
export function isContractAddresses(value: unknown): value is ContractAddresses {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return CONTRACT_ADDRESS_KEYS.every((key) => {
    const address = record[key];
    return typeof address === 'string' && isAddress(address);
  });
}
