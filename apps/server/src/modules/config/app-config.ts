import type { AppConfig } from '@woohoo/shared/api/config';
import { LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { LANGUAGE_CODES } from '@woohoo/shared/languages';
import { toHex } from 'viem';
import type { Config, ContractAddressConfig } from '../../config/env';

/** Builds the public configuration (SPEC 3 `chianmsg` plus what the client needs). */
export function buildAppConfig(
  config: Pick<
    Config,
    'chainId' | 'chainName' | 'chainExplorerUrl' | 'chainPublicRpcUrl' | 'publicOrigin'
  > & {
    money: Pick<Config['money'], 'chainPollMs'>;
  },
  rpcUrl: string,
  contracts: ContractAddressConfig,
  rsaPublicKeyPem: string,
): AppConfig {
  return {
    chain: {
      chainId: config.chainId,
      chainIdHex: toHex(config.chainId),
      chainName: config.chainName,
      rpcUrls: [config.chainPublicRpcUrl ?? rpcUrl],
      blockExplorerUrls: config.chainExplorerUrl ? [config.chainExplorerUrl] : [],
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    },
    contracts,
    publicOrigin: config.publicOrigin,
    rsaPublicKey: rsaPublicKeyPem,
    languages: [...LANGUAGE_CODES],
    devWallet: config.chainId === LOCAL_CHAIN_ID,
    // The server's own pace (a block on BSC): a wallet's transaction is seen mined within a block,
    // where the client library's default for a chain it knows nothing of is four seconds.
    chainPollMs: config.money.chainPollMs,
  };
}
