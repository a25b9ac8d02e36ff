import { resolve } from 'node:path';
import { LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import type { Config } from '../config/env';

export type LocalResetPlan = { refuse: string } | { delete: string[] };

/**
 * What `npm run reset-local` may delete: only the local chain's saved state and the
 * embedded database in the data folder, and only in the local run mode. Keys stay, so the
 * contracts are deployed again at the same addresses and the operator token still works.
 */
export function planLocalReset(
  config: Pick<Config, 'chainRpcUrl' | 'chainId' | 'databaseUrl' | 'dataDir'>,
): LocalResetPlan {
  if (config.chainRpcUrl)
    return { refuse: 'CHAIN_RPC_URL is set: this is not the local chain, and a real chain is never reset' };
  if (config.chainId !== LOCAL_CHAIN_ID)
    return { refuse: `CHAIN_ID is ${config.chainId}: only the local chain (${LOCAL_CHAIN_ID}) is reset` };
  if (config.databaseUrl)
    return {
      refuse:
        'DATABASE_URL is set: this command never touches a PostgreSQL server. Drop and recreate that database ' +
        `yourself, delete ${resolve(config.dataDir, 'chain')}, and start again`,
    };
  return { delete: [resolve(config.dataDir, 'chain'), resolve(config.dataDir, 'pglite')] };
}
