// The server's configuration as `loadConfig` (env.ts) reads it from the environment.
import type { Address } from 'viem';
import type { Pkcs11Settings } from '../keys/pkcs11-token';
import type { TreasurySignerKind } from '../keys/treasury-signer';

export type ContractAddressConfig = {
  usdt: `0x${string}`;
  bhc: `0x${string}`;
  woohoo: `0x${string}`;
  recharge: `0x${string}`;
  funding: `0x${string}`;
  /**
   * PAYOUTS_ADDRESS: pays each withdrawal once by its id (docs/rules.md "Payouts exactly once");
   * the treasury (hot key) holds PAYER_ROLE.
   */
  payouts: `0x${string}`;
  /** TIMELOCK_ADDRESS: owner and admin of every contract; its scheduled changes are public. */
  timelock: `0x${string}`;
  /** SAFE_ADDRESS: the multisig that proposes to the timelock and unpauses. */
  safe: `0x${string}`;
  /** LIABILITIES_ROOTS_ADDRESS, optional (docs/rules.md "Proof of liabilities"): none publishes nothing on chain. */
  liabilitiesRoots?: `0x${string}`;
};

export type MoneyConfig = {
  swapFeeBps: bigint;
  transferFeeBps: bigint;
  withdrawMinWei: bigint;
  withdrawFeeWei: bigint;
  withdrawAutoApproveBelowWei: bigint;
  depositConfirmations: number;
  /**
   * CHAIN_FINALITY (docs/rules.md "Deposits and payouts at finality"): `finalized` credits
   * deposits and settles payouts at the chain's `finalized` block, the confirmations applying
   * only where the RPC has no such tag; `confirmations` never asks for the tag.
   */
  useFinalizedTag: boolean;
  /** How deep a payout's block must be before the payout worker stops re-reading its receipt. */
  payoutFinalConfirmations: number;
  /** How often the deposit indexer and the payout worker look at the chain. */
  chainPollMs: number;
  /** Largest block range the indexer reads in one call. */
  indexerMaxBlockRange: number;
  /** Where the indexer starts without a saved cursor: the Recharge deployment block. */
  indexerStartBlock: bigint;
  /**
   * PAYOUT_GAS_PRICE_FLOOR_GWEI and PAYOUT_GAS_PRICE_CEILING_GWEI (docs/rules.md "Payout gas"):
   * the chain's price is kept within them, on both EIP-1559 fee fields.
   */
  gasPriceFloorWei: bigint;
  gasPriceCeilingWei: bigint;
  /** PAYOUT_REPLACE_AFTER_MS (docs/rules.md "Payout gas"): a payout not mined after this long is replaced at a higher price. */
  payoutReplaceAfterMs: number;
};

/** How the server reaches its RPCs (README "Chain RPCs"). */
export type ChainRpcConfig = {
  /** CHAIN_RPC_TIMEOUT_MS: how long one RPC may stay silent before the next is asked. */
  timeoutMs: number;
  /** CHAIN_RPC_RETRIES: rounds over the whole list after the first. */
  retryCount: number;
  /** CHAIN_RPC_RANK_MS: ping and re-rank the RPCs this often (chain/rpc-transport.ts); 0 keeps their order. */
  rankIntervalMs: number;
};

export type Config = {
  host: string;
  port: number;
  /**
   * PUBLIC_ORIGIN (docs/rules.md "Sign-in"): scheme://host[:port] users reach the site at; every
   * sign-in message must name its host as domain and it as URI.
   */
  publicOrigin: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined runs the embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The first of `chainRpcUrls` (what one URL is enough for: the browsers' default, scripts). */
  chainRpcUrl: string | undefined;
  /**
   * CHAIN_RPC_URLS, comma separated, in order of preference (or CHAIN_RPC_URL alone): the server
   * asks the first and falls over to the next (chain/rpc-transport.ts); undefined starts a local
   * anvil on `localChainPort`.
   */
  chainRpcUrls: string[] | undefined;
  chainRpc: ChainRpcConfig;
  localChainPort: number;
  chainId: number;
  chainName: string;
  /** The RPC handed to browsers and wallets (defaults to the server's RPC). */
  chainPublicRpcUrl: string | undefined;
  /** Block explorer for links; the local chain has none. */
  chainExplorerUrl: string | undefined;
  /** Contract addresses given by the environment; undefined deploys them on the local chain. */
  contracts: ContractAddressConfig | undefined;
  rsaPrivateKeyFile: string;
  /** TREASURY_SIGNER: where the treasury key lives (keys/treasury-signer.ts); `file` reads `treasuryKeyFile`. */
  treasurySigner: TreasurySignerKind;
  /** The treasury's private key (receives deposits, signs payouts); generated locally. */
  treasuryKeyFile: string;
  /** TREASURY_SIGNER=pkcs11: the HSM holding the treasury key (keys/pkcs11-signer.ts); undefined otherwise. */
  pkcs11: Pkcs11Settings | undefined;
  /**
   * TREASURY_ADDRESS: the treasury's address for an `api` process, which never loads the key
   * (DESIGN.md "Custody (real money)"); required for it off the local chain, where the worker
   * records it beside the contracts instead. A worker refuses to start when its key is another.
   */
  treasuryAddress: Address | undefined;
  /**
   * COLD_WALLET_ADDRESS: the cold storage the hot wallet's excess above its float is swept to
   * (docs/rules.md "Hot float and sweeps"); unset (undefined) means the deployment's Safe, `none`
   * (null) no sweeps: `coldWalletOf` resolves it once the contracts are known.
   */
  coldWalletAddress: Address | null | undefined;
  /**
   * The key that publishes the daily liabilities roots (docs/rules.md "Proof of liabilities"):
   * LIABILITIES_PUBLISHER_KEY_FILE, generated on the local chain; undefined publishes nothing.
   */
  liabilitiesPublisherKeyFile: string | undefined;
  /**
   * OPERATOR_KEY_FILE: the private key `npm run operator` signs in with (the operator's own, chmod
   * 600). Default DATA_DIR/keys/operator.key, which `npm start` writes with LOCAL_OPERATOR's public
   * anvil key on the local chain only.
   */
  operatorKeyFile: string;
  /**
   * OPERATOR_ADDRESSES (docs/rules.md "Operators, the audit and balance adjustments"): the wallets
   * that sign in to the operator console and the CLI, comma separated. On the local chain it
   * defaults to LOCAL_OPERATOR and LOCAL_SECOND_OPERATOR; elsewhere to none (no operator routes).
   */
  operatorAddresses: string[];
  /** OPERATOR_LISTEN_PORT/HOST: when set, the operator routes are served on this listener only. */
  operatorListen: { host: string; port: number } | undefined;
  money: MoneyConfig;
  /**
   * KYC1 email (docs/rules.md "KYC1"). `smtpUrl` sends through that server; without it the local
   * mode runs an embedded SMTP catcher whose dev inbox (`/dev/inbox`) shows what was sent. Outside
   * the local mode SMTP_URL is required and the catcher and inbox are refused.
   */
  mail: { smtpUrl: string | undefined; from: string; devInbox: boolean };
  webDistDir: string;
  /**
   * WRITE_RATE_LIMIT_PER_MINUTE: each wallet's writes a minute across every write route (docs/rules.md
   * "Rate limits"); unset keeps the product's default.
   */
  writeRateLimit: number | undefined;
  logLevel: string;
  trustProxy: boolean;
  /**
   * PROCESS_ROLE: `all` (default) serves the API and runs the background jobs (deposit indexer,
   * payouts, settlement, releases); `api` only serves; `worker` runs the jobs (and answers health,
   * readiness and metrics on its port). Replicas share PostgreSQL and Redis.
   */
  role: ProcessRole;
  /**
   * MIGRATE_ON_START: whether this process applies the database migrations before it serves
   * (default true, so `npm start` works from nothing). The container image sets it false for its
   * api and worker roles: a release migrates once, in its migration job or one-shot service
   * (`migrate` role), not in every replica at once.
   */
  migrateOnStart: boolean;
  /** DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS: the PostgreSQL pool (db/postgres-db.ts). */
  db: DbPoolConfig;
  /** SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS: the stop on SIGTERM (shutdown.ts, docs/rules.md "Shutdown"). */
  shutdown: ShutdownConfig;
  /** DEPENDENCY_CHECK_MS: how often the database, the chain RPC and Redis are probed (modules/health/dependency-monitor.ts). */
  dependencyCheckMs: number;
};

export type DbPoolConfig = {
  /** DB_POOL_SIZE: connections per process. */
  poolSize: number;
  /** DB_STATEMENT_TIMEOUT_MS: the longest one statement may run; 0 never cancels. */
  statementTimeoutMs: number;
};

export type ShutdownConfig = {
  /** SHUTDOWN_DRAIN_MS: readiness is red this long before the server stops accepting connections. */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: from the signal to the exit, at most; past it the process exits 1. */
  timeoutMs: number;
};

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];
