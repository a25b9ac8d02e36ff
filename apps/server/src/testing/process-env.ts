import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadOrCreateRsaKey } from '../keys/rsa-key';
import { writeSecretFile } from '../keys/write-secret-file';
import type { TestChain } from './test-chain';

/**
 * What every `main.ts` process of one cluster shares: the keys each would generate on first
 * start, made once in `dataDir` so that processes starting together never race to write them,
 * and the environment that points them at those keys, the treasury's address, the chain and its contracts (no web build,
 * no dev inbox). Returns that environment and the operator's bearer token.
 */
export function sharedProcessEnv(
  chain: TestChain,
  dataDir: string,
): { env: Record<string, string>; operatorToken: string } {
  const keys = join(dataDir, 'keys');
  loadOrCreateRsaKey(join(keys, 'rsa-private.pem'));
  writeSecretFile(join(keys, 'treasury.key'), `${chain.treasuryKey}\n`);
  const operatorToken = randomBytes(32).toString('base64url');
  writeSecretFile(join(keys, 'operator.token'), `${operatorToken}\n`);
  return {
    operatorToken,
    env: {
      DATA_DIR: dataDir,
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chain.chainId),
      USDT_ADDRESS: chain.contracts.usdt,
      BHC_ADDRESS: chain.contracts.bhc,
      WOOHOO_ADDRESS: chain.contracts.woohoo,
      RECHARGE_ADDRESS: chain.contracts.recharge,
      FUNDING_ADDRESS: chain.contracts.funding,
      PAYOUTS_ADDRESS: chain.contracts.payouts,
      TIMELOCK_ADDRESS: chain.contracts.timelock,
      SAFE_ADDRESS: chain.contracts.safe,
      TREASURY_KEY_FILE: join(keys, 'treasury.key'),
      // What an api process knows of the treasury: it never loads the key (DESIGN.md "Custody (real money)").
      TREASURY_ADDRESS: chain.treasury.account.address,
      OPERATOR_TOKEN_FILE: join(keys, 'operator.token'),
      RSA_PRIVATE_KEY_FILE: join(keys, 'rsa-private.pem'),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DEV_INBOX: 'false',
      // The clusters' books (testing/faults/books.ts) count the hot wallet alone: no sweeps to cold.
      COLD_WALLET_ADDRESS: 'none',
    },
  };
}
