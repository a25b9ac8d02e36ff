/**
 * The production deploy: `npm run deploy -w @woohoo/contracts`, configured by the environment
 * (docs/deploy-contracts.md). Deploys the custody layout (DESIGN "Custody (real money)"): on the
 * Safe given (or, off chain 56, a new one), a TimelockController, Recharge, Funding (implementation
 * and ERC1967 proxy), Payouts and, when a publisher is given, LiabilitiesRoots, on existing tokens or
 * (off chain 56) on new TestTokens. The timelock owns every contract; the deployer keeps nothing.
 * Writes the deployment file and, beside it, each contract's verification files: solc standard JSON
 * input, metadata, compiler version and ABI-encoded constructor arguments. It deploys the bytecode
 * of src-ts/generated/artifacts.ts, the one every test ran, and refuses to start when the sources
 * on disk are not the ones it was compiled from.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWalletClient, formatEther, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { CustodyAddresses } from '../src-ts/addresses';
import { deployStack, mintTestTokens } from '../src-ts/deploy';
import { writeDeployment } from '../src-ts/deployment-file';
import { solcMetadata } from '../src-ts/generated/artifacts';
import { SAFE_PACKAGE } from '../src-ts/safe/safe-artifacts';
import { connectToChain } from './lib/chain-clients';
import { readDeployConfig } from './lib/deploy-config';
import { displayPath } from './lib/display-path';
import {
  makeVerificationFiles,
  standardInputFromMetadata,
  verificationDir,
  writeVerificationFiles,
} from './lib/verification-files';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The Safe proxy and Safe's own contracts, when the deploy created them. */
const SAFE_KEYS: ReadonlySet<string> = new Set([
  'safe',
  'safeSingleton',
  'safeProxyFactory',
  'safeFallbackHandler',
  'safeMultiSendCallOnly',
] satisfies (keyof CustodyAddresses)[]);
/** What each TEST_TOKEN_MINT_TO account gets of each test token. */
const TEST_TOKEN_MINT_WEI = parseEther('1000000');

async function main(): Promise<void> {
  const config = readDeployConfig(process.env, process.cwd());
  const file = config.deploymentFile;
  if (existsSync(file)) {
    throw new Error(
      `${file} exists: chain ${config.chainId} has a deployment. Move the file away to deploy anew.`,
    );
  }
  // Before any transaction: the verification files must be writable for what is about to be deployed.
  for (const metadata of Object.values(solcMetadata)) standardInputFromMetadata(metadata, PACKAGE_ROOT);

  const { chain, publicClient } = await connectToChain(config);
  const account = privateKeyToAccount(config.deployerKey);
  const walletClient = createWalletClient({ account, chain, transport: http(config.rpcUrl) });
  const balanceWei = await publicClient.getBalance({ address: account.address });
  if (balanceWei === 0n)
    throw new Error(`the deployer ${account.address} has no BNB for gas on chain ${config.chainId}`);
  console.log(
    `deploy: chain ${config.chainId}, deployer ${account.address} (${formatEther(balanceWei)} BNB), hot wallet ${config.hotWallet}, timelock delay ${config.timelockDelaySec} s`,
  );

  const { addresses, created } = await deployStack({
    publicClient,
    walletClient,
    ...config.safe,
    hotWallet: config.hotWallet,
    timelockDelaySec: config.timelockDelaySec,
    guardian: config.guardian,
    tokens: config.tokens,
    liabilitiesPublisher: config.liabilitiesPublisher,
    onCreated: (key, contract) =>
      console.log(
        `deploy: ${key} ${contract.address} (${contract.source}, block ${contract.blockNumber}, tx ${contract.transactionHash})`,
      ),
  });
  writeDeployment(file, config.chainId, addresses);
  const dir = verificationDir(file);
  for (const [key, contract] of Object.entries(created)) {
    // Safe's own contracts are Safe's audited build, not ours (src-ts/safe/safe-artifacts.ts):
    // their verification input is the package's build-info, and the Safe proxy is verified by its factory.
    if (SAFE_KEYS.has(key)) {
      console.log(
        `deploy: ${key} is Safe's own contract (${contract.source}): verify it from ${SAFE_PACKAGE}'s build-info`,
      );
      continue;
    }
    const metadata = solcMetadata[contract.source];
    if (!metadata)
      throw new Error(`no metadata for ${contract.source}: run npm run build -w @woohoo/contracts`);
    writeVerificationFiles(dir, makeVerificationFiles(key, contract, metadata, PACKAGE_ROOT));
  }
  console.log(`deploy: wrote ${displayPath(file)} and ${displayPath(dir)}/<contract>/`);

  if (!config.tokens && config.testTokenMintTo.length > 0) {
    await mintTestTokens(
      { publicClient, walletClient },
      addresses,
      config.testTokenMintTo,
      TEST_TOKEN_MINT_WEI,
    );
    console.log(
      `deploy: minted ${formatEther(TEST_TOKEN_MINT_WEI)} of each test token to ${config.testTokenMintTo.join(', ')}`,
    );
  }
  printServerSettings(addresses, created.recharge?.blockNumber);
}

function printServerSettings(addresses: CustodyAddresses, rechargeBlock: bigint | undefined): void {
  console.log(
    [
      'Set on the servers (README.md, "Deploying to production"):',
      `  USDT_ADDRESS=${addresses.usdt} BHC_ADDRESS=${addresses.bhc} WOOHOO_ADDRESS=${addresses.woohoo}`,
      `  RECHARGE_ADDRESS=${addresses.recharge} FUNDING_ADDRESS=${addresses.funding}`,
      `  PAYOUTS_ADDRESS=${addresses.payouts} TIMELOCK_ADDRESS=${addresses.timelock} SAFE_ADDRESS=${addresses.safe}`,
      ...(addresses.liabilitiesRoots ? [`  LIABILITIES_ROOTS_ADDRESS=${addresses.liabilitiesRoots}`] : []),
      `  PAYOUTS_ADDRESS=${addresses.payouts ?? '<the Payouts contract, deployed with the custody deploy>'}`,
      `  INDEXER_START_BLOCK=${rechargeBlock ?? '<the block Recharge was deployed in>'}`,
      'The treasury (HOT_WALLET_ADDRESS) approves Payouts for its float once, then pays withdrawals through it.',
      'Then: npm run deploy:check -w @woohoo/contracts (same environment), and verify each contract on BscScan.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
