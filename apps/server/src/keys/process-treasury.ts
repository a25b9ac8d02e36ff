import { readDeploymentTreasury } from '@woohoo/contracts/deployment-file';
import { LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { type Address, isAddressEqual, type LocalAccount } from 'viem';
import type { Config } from '../config/config-types';
import { ConfigError } from '../config/env';
import { treasurySigner } from './treasury-signer';

/**
 * The treasury as this process sees it: its address always, its signing account only where the
 * process runs the jobs that sign (DESIGN.md "Custody (real money)": one process holds the key,
 * the worker; API replicas never load it).
 */
export type ProcessTreasury = {
  address: Address;
  /** The signer's account; undefined in an `api` process, which never loads the key. */
  account: LocalAccount | undefined;
  /** Ends the signer's session (an HSM's), where there is one. */
  close: () => void;
};

type TreasuryConfig = Pick<
  Config,
  'role' | 'chainId' | 'treasurySigner' | 'treasuryKeyFile' | 'pkcs11' | 'treasuryAddress'
>;

/**
 * An `api` process takes the address from TREASURY_ADDRESS, or on the local chain from the
 * worker's record beside the contracts (`deploymentFile`). A worker (or `all`) loads its signer
 * and refuses to start when TREASURY_ADDRESS names another address: holdings and deposits would
 * be shown for one wallet while payouts leave another (docs/rules.md "The treasury key").
 */
export function processTreasury(config: TreasuryConfig, deploymentFile: string): ProcessTreasury {
  const isLocalChain = config.chainId === LOCAL_CHAIN_ID;
  if (config.role === 'api') {
    const address =
      config.treasuryAddress ??
      (isLocalChain ? readDeploymentTreasury(deploymentFile, config.chainId) : undefined);
    if (!address)
      throw new ConfigError([
        `an api process needs TREASURY_ADDRESS, or on the local chain the treasury the worker records in ${deploymentFile} (start the worker first)`,
      ]);
    return { address, account: undefined, close: () => {} };
  }
  const signer = treasurySigner({ ...config, isLocalChain });
  const close = () => signer.close?.();
  try {
    const account = signer.account();
    if (config.treasuryAddress && !isAddressEqual(config.treasuryAddress, account.address))
      throw new ConfigError([
        `TREASURY_ADDRESS is ${config.treasuryAddress}, but the treasury signer (${config.treasurySigner}) signs as ${account.address}`,
      ]);
    return { address: account.address, account, close };
  } catch (error) {
    close();
    throw error;
  }
}
