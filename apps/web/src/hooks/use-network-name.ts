import { useAppConfig } from '../lib/app-config/app-config-context';
import { networkName } from '../lib/app-config/network-name';

/** The configured chain's name for texts: "BNB Smart Chain" on chain 56, else its own name. */
export function useNetworkName(): string {
  return networkName(useAppConfig().chain);
}
