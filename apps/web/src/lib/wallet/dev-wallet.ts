import type { Address } from 'viem';
import { type CreateConnectorFn, createConnector, mock } from 'wagmi';

export const DEV_WALLET_ID = 'devWallet';
export const DEV_WALLET_NAME = 'Dev wallet';

/**
 * DESIGN "Run modes": on the local chain only, a wallet backed by anvil's unlocked test accounts,
 * so the product can be clicked through without a wallet extension. wagmi's mock connector sends
 * signing (personal_sign as eth_sign) and transactions to the chain's RPC, where anvil signs with
 * its unlocked accounts; we only give it its own id and name.
 */
export function devWallet(accounts: readonly [Address, ...Address[]]): CreateConnectorFn {
  const base = mock({ accounts, features: { reconnect: true } });
  return createConnector((config) => ({ ...base(config), id: DEV_WALLET_ID, name: DEV_WALLET_NAME }));
}
