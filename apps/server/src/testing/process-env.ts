import { join } from 'node:path';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { loadOrCreateRsaKey } from '../keys/rsa-key';
import { writeSecretFile } from '../keys/write-secret-file';
import type { TestChain } from './test-chain';

/**
 * What every `main.ts` process of one cluster shares: the keys each would generate on first
 * start, made once in `dataDir` so that processes starting together never race to write them,
 * and the environment that points them at those keys, the treasury's address, the chain and its contracts (no web build,
 * no dev inbox). Returns that environment and the cluster's operator wallet (its key in
 * OPERATOR_KEY_FILE, as an operator's own; sign it in with scripts/operator-sign-in.ts).
 */
export function sharedProcessEnv(
  chain: TestChain,
  dataDir: string,
): { env: Record<string, string>; operator: LocalAccount } {
  const keys = join(dataDir, 'keys');
  loadOrCreateRsaKey(join(keys, 'rsa-private.pem'));
  writeSecretFile(join(keys, 'treasury.key'), `${chain.treasuryKey}\n`);
  const operatorKey = generatePrivateKey();
  writeSecretFile(join(keys, 'cluster-operator.key'), `${operatorKey}\n`);
  const operator = privateKeyToAccount(operatorKey);
  return {
    operator,
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
      OPERATOR_ADDRESSES: operator.address,
      OPERATOR_KEY_FILE: join(keys, 'cluster-operator.key'),
      RSA_PRIVATE_KEY_FILE: join(keys, 'rsa-private.pem'),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DEV_INBOX: 'false',
      // The clusters' books (testing/faults/books.ts) count the hot wallet alone: no sweeps to cold.
      COLD_WALLET_ADDRESS: 'none',
    },
  };
}
