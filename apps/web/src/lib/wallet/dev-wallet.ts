import type { Address } from 'viem';
import { type CreateConnectorFn, createConnector, mock } from 'wagmi';

export const DEV_WALLET_ID = 'devWallet';
export const DEV_WALLET_NAME = 'Dev wallet';

/** The wagmi storage key that remembers a connected dev wallet across reloads. */
const CONNECTED_KEY = `${DEV_WALLET_ID}.connected`;

/**
 * DESIGN "Run modes": on the local chain only, a wallet backed by anvil's unlocked test accounts,
 * so the product can be clicked through without a wallet extension. wagmi's mock connector sends
 * signing (personal_sign as eth_sign) and transactions to the chain's RPC, where anvil signs with
 * its unlocked accounts; we give it its own id and name, and remember in wagmi's storage that it
 * is connected (as wagmi's injected connector does), so a reload reconnects it: the mock alone
 * forgets, since it keeps that in memory.
 */
export function devWallet(accounts: readonly [Address, ...Address[]]): CreateConnectorFn {
  const base = mock({ accounts, features: { reconnect: true } });
  return createConnector((config) => {
    const inner = base(config);
    return {
      ...inner,
      id: DEV_WALLET_ID,
      name: DEV_WALLET_NAME,
      async connect(parameters) {
        const result = await inner.connect(parameters);
        await config.storage?.setItem(CONNECTED_KEY, true);
        return result as never;
      },
      async disconnect() {
        await config.storage?.removeItem(CONNECTED_KEY);
        await inner.disconnect();
      },
      async isAuthorized() {
        return Boolean(await config.storage?.getItem(CONNECTED_KEY));
      },
    };
  });
}
