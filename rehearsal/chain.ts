// The chain of the rehearsal: anvil in BNB Smart Chain's shape (chain id 56, a block every 0.75 s,
// a `finalized` tag two blocks under the head), the keys of the run, stand-ins for the three
// tokens that already exist on BSC, and the contracts deployed by the production deploy command.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractAddresses } from '@woohoo/contracts/addresses';
import { type AnvilInstance, startAnvil } from '@woohoo/contracts/anvil';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import { testTokenArtifact } from '@woohoo/contracts/generated/artifacts';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { bsc } from 'viem/chains';
import { type Child, startChild } from './children';
import { step } from './progress';

/** SPEC: the product runs on BNB Smart Chain mainnet. */
export const BSC_CHAIN_ID = 56;
/**
 * BSC's block interval since the Maxwell hard fork (0.75 s); anvil's `--block-time` takes
 * fractional seconds, so this is BSC's own figure, not an approximation.
 */
export const BSC_BLOCK_TIME_SEC = 0.75;
/**
 * anvil reports `finalized` this many epochs of `--slots-in-an-epoch` slots under the head: with
 * one slot an epoch it trails by two blocks, as BSC's fast finality does (a block is finalized
 * once the next two are attested).
 */
const ANVIL_SLOTS_IN_AN_EPOCH = 1;

export type RunKey = { file: string; account: PrivateKeyAccount };

export type RehearsalChain = {
  rpcUrl: string;
  anvil: AnvilInstance;
  publicClient: PublicClient;
  keys: { deployer: RunKey; treasury: RunKey; publisher: RunKey; operator: RunKey };
  contracts: ContractAddresses;
  indexerStartBlock: bigint;
  /** Sets an account's BNB, as a faucet would. */
  fundGas: (address: Address, bnb?: string) => Promise<void>;
  /** Mints a stand-in token (the deployer owns them) to `to`, waiting for the receipt. */
  mint: (token: Address, to: Address, amountWei: bigint) => Promise<void>;
};

function makeKey(dir: string, name: string): RunKey {
  const key = generatePrivateKey();
  const file = join(dir, `${name}.key`);
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { file, account: privateKeyToAccount(key) };
}

export function viemChain(rpcUrl: string) {
  return { ...bsc, rpcUrls: { default: { http: [rpcUrl] } } };
}

export async function startRehearsalChain(
  runDir: string,
  logDir: string,
  repoRoot: string,
): Promise<RehearsalChain> {
  const port = await findFreePort();
  const anvil = await startAnvil({
    port,
    chainId: BSC_CHAIN_ID,
    blockTimeSec: BSC_BLOCK_TIME_SEC,
    extraArgs: ['--slots-in-an-epoch', String(ANVIL_SLOTS_IN_AN_EPOCH)],
  });
  const rpcUrl = anvil.rpcUrl;
  step(
    `anvil as chain ${BSC_CHAIN_ID} at ${rpcUrl}: a block every ${BSC_BLOCK_TIME_SEC} s, finalized two blocks under the head`,
  );
  const chain = viemChain(rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 100 }) as PublicClient;

  const secrets = join(runDir, 'secrets');
  mkdirSync(secrets, { recursive: true, mode: 0o700 });
  const keys = {
    deployer: makeKey(secrets, 'deployer'),
    treasury: makeKey(secrets, 'treasury'),
    publisher: makeKey(secrets, 'liabilities-publisher'),
    operator: makeKey(secrets, 'operator'),
  };
  const fundGas = async (address: Address, bnb = '10') => {
    await publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${parseEther(bnb).toString(16)}`] as never,
    });
  };
  for (const key of [keys.deployer, keys.treasury, keys.publisher]) await fundGas(key.account.address);

  const deployer = createWalletClient({ account: keys.deployer.account, chain, transport });
  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  // On BSC the three tokens exist before the product (BSC-USD and the project's BHC and WOOHOO):
  // the production deploy takes their addresses and refuses test tokens on chain 56.
  const tokens: Record<'usdt' | 'bhc' | 'woohoo', Address> = { usdt: '0x', bhc: '0x', woohoo: '0x' };
  for (const [key, name, symbol] of [
    ['usdt', 'Binance-Peg BSC-USD', 'BSC-USD'],
    ['bhc', 'BHC', 'BHC'],
    ['woohoo', 'WOOHOO', 'WOOHOO'],
  ] as const) {
    const hash = await deployer.deployContract({
      abi: testTokenArtifact.abi,
      bytecode: testTokenArtifact.bytecode as Hex,
      args: [name, symbol, keys.deployer.account.address],
    });
    const receipt = await confirm(hash);
    if (!receipt.contractAddress) throw new Error(`${symbol}: no contract address in the receipt`);
    tokens[key] = receipt.contractAddress;
  }
  step(`stand-in tokens on chain: USDT ${tokens.usdt}, BHC ${tokens.bhc}, WOOHOO ${tokens.woohoo}`);

  const deployOut = join(runDir, 'deployments');
  const deploy = await runProductionDeploy(repoRoot, logDir, {
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: String(BSC_CHAIN_ID),
    DEPLOYER_KEY_FILE: keys.deployer.file,
    OWNER_ADDRESS: keys.treasury.account.address,
    USDT_ADDRESS: tokens.usdt,
    BHC_ADDRESS: tokens.bhc,
    WOOHOO_ADDRESS: tokens.woohoo,
    LIABILITIES_PUBLISHER_ADDRESS: keys.publisher.account.address,
    DEPLOY_OUT_DIR: deployOut,
  });
  const saved = JSON.parse(readFileSync(join(deployOut, `deployment-${BSC_CHAIN_ID}.json`), 'utf8')) as {
    contracts: ContractAddresses;
  };
  const startBlock = deploy.match(/INDEXER_START_BLOCK=(\d+)/)?.[1];
  if (!startBlock) throw new Error('the deploy printed no INDEXER_START_BLOCK');
  step(
    `production deploy done: Recharge ${saved.contracts.recharge}, Funding ${saved.contracts.funding}, from block ${startBlock}`,
  );

  const check = await runContractsScript(repoRoot, logDir, 'deploy:check', {
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: String(BSC_CHAIN_ID),
    DEPLOY_OUT_DIR: deployOut,
  });
  confirmOwners(check, keys.treasury.account.address);
  step('deploy:check passed, owners and recharge recipient confirmed to be the treasury');

  const mint = async (token: Address, to: Address, amountWei: bigint) => {
    await confirm(
      await deployer.writeContract({
        address: token,
        abi: testTokenArtifact.abi,
        functionName: 'mint',
        args: [to, amountWei],
      }),
    );
  };
  return {
    rpcUrl,
    anvil,
    publicClient,
    keys,
    contracts: saved.contracts,
    indexerStartBlock: BigInt(startBlock),
    fundGas,
    mint,
  };
}

/**
 * What docs/deploy-contracts.md asks a person to confirm in deploy:check's output: every owner and
 * the recharge recipient is the treasury, the pending owner is zero.
 */
function confirmOwners(output: string, treasury: Address): void {
  const lines = [...output.matchAll(/^check: (.+): (0x[0-9a-fA-F]{40}) \(confirm\)$/gm)];
  if (lines.length === 0) throw new Error(`deploy:check printed nothing to confirm:\n${output}`);
  for (const [, what, address] of lines) {
    const expected = /pending owner/i.test(what ?? '') ? zeroAddress : treasury;
    if (address?.toLowerCase() !== expected.toLowerCase())
      throw new Error(`deploy:check: ${what} is ${address}, expected ${expected}`);
  }
}

/** `npm run deploy -w @woohoo/contracts` as docs/deploy-contracts.md runs it; resolves with its output. */
function runProductionDeploy(repoRoot: string, logDir: string, env: Record<string, string>): Promise<string> {
  step('production deploy: npm run deploy -w @woohoo/contracts (docs/deploy-contracts.md)');
  return runContractsScript(repoRoot, logDir, 'deploy', env);
}

/** `npm run <script> -w @woohoo/contracts` with `env` added; resolves with its output, throws on failure. */
async function runContractsScript(
  repoRoot: string,
  logDir: string,
  script: string,
  env: Record<string, string>,
): Promise<string> {
  const output: string[] = [];
  const child: Child = startChild(
    script.replace(':', '-'),
    'npm',
    ['run', script, '-w', '@woohoo/contracts'],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      logDir,
      onLine: (line) => {
        output.push(line);
        if (line.startsWith('deploy:')) step(`  ${line}`);
      },
    },
  );
  const code = await child.exited;
  await child.stop();
  if (code !== 0) throw new Error(`npm run ${script} failed (exit ${code}):\n${child.tail()}`);
  return output.join('\n');
}
