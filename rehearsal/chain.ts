// The chain of the rehearsal: anvil in BNB Smart Chain's shape (chain id 56, a block every 0.75 s,
// a `finalized` tag two blocks under the head), the keys of the run, stand-ins for the three
// tokens that already exist on BSC, the Safe its owners would have created in Safe{Wallet} (2 of 3
// run keys, on Safe's contracts deployed here as the canonical ones exist on BSC), and the contracts
// deployed by the production deploy command in the custody layout (docs/deploy-contracts.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CustodyAddresses, hasCustody } from '@woohoo/contracts/addresses';
import { type AnvilInstance, startAnvil } from '@woohoo/contracts/anvil';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import { testTokenArtifact } from '@woohoo/contracts/generated/artifacts';
import { createSafe, deploySafeContracts } from '@woohoo/contracts/safe/deploy-safe';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
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
/**
 * The rehearsal's timelock delay: a run lasts minutes, so it sets REHEARSAL_SHORT_TIMELOCK=true,
 * the rehearsal-only override of the 24 h minimum on chain 56 (docs/deploy-contracts.md "Settings").
 */
export const REHEARSAL_TIMELOCK_DELAY_SEC = 10;

export type RunKey = { file: string; account: PrivateKeyAccount };

export type RehearsalChain = {
  rpcUrl: string;
  anvil: AnvilInstance;
  publicClient: PublicClient;
  keys: { deployer: RunKey; treasury: RunKey; publisher: RunKey; operator: RunKey };
  /** The Safe's three owners; two sign. */
  safeOwners: RunKey[];
  contracts: CustodyAddresses;
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

  // On BSC the owners create the Safe in Safe{Wallet} before the deploy, which takes SAFE_ADDRESS.
  const safeOwners = [1, 2, 3].map((n) => makeKey(secrets, `safe-owner-${n}`));
  const steps = { publicClient, walletClient: deployer };
  const safeContracts = await deploySafeContracts(steps);
  const safe = await createSafe(steps, safeContracts.addresses, {
    owners: safeOwners.map((owner) => owner.account.address),
    threshold: 2,
    saltNonce: 0n,
  });
  step(`Safe ${safe.address}: 2 of 3 run keys, on Safe's contracts from @safe-global/safe-smart-account`);

  const deployOut = join(runDir, 'deployments');
  const deploy = await runProductionDeploy(repoRoot, logDir, {
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: String(BSC_CHAIN_ID),
    DEPLOYER_KEY_FILE: keys.deployer.file,
    HOT_WALLET_ADDRESS: keys.treasury.account.address,
    SAFE_ADDRESS: safe.address,
    TIMELOCK_DELAY_SEC: String(REHEARSAL_TIMELOCK_DELAY_SEC),
    REHEARSAL_SHORT_TIMELOCK: 'true',
    USDT_ADDRESS: tokens.usdt,
    BHC_ADDRESS: tokens.bhc,
    WOOHOO_ADDRESS: tokens.woohoo,
    LIABILITIES_PUBLISHER_ADDRESS: keys.publisher.account.address,
    DEPLOY_OUT_DIR: deployOut,
  });
  const saved = JSON.parse(readFileSync(join(deployOut, `deployment-${BSC_CHAIN_ID}.json`), 'utf8')) as {
    contracts: CustodyAddresses;
  };
  if (!hasCustody(saved.contracts)) throw new Error('the deployment file has no timelock, Safe or Payouts');
  const startBlock = deploy.match(/INDEXER_START_BLOCK=(\d+)/)?.[1];
  if (!startBlock) throw new Error('the deploy printed no INDEXER_START_BLOCK');
  step(
    `production deploy done: Recharge ${saved.contracts.recharge}, Funding ${saved.contracts.funding}, from block ${startBlock}`,
  );

  const check = await runContractsScript(repoRoot, logDir, 'deploy:check', {
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: String(BSC_CHAIN_ID),
    DEPLOY_OUT_DIR: deployOut,
    HOT_WALLET_ADDRESS: keys.treasury.account.address,
  });
  confirmCustody(check, saved.contracts, keys.treasury.account.address);
  step(
    `deploy:check passed: the timelock ${saved.contracts.timelock} owns everything, delay ${REHEARSAL_TIMELOCK_DELAY_SEC} s, the Safe behind it, the treasury only rewarder, payer and recharge recipient`,
  );

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
    safeOwners,
    contracts: saved.contracts,
    indexerStartBlock: BigInt(startBlock),
    fundGas,
    mint,
  };
}

/**
 * What docs/deploy-contracts.md asks a person to confirm in deploy:check's output: the timelock
 * owns and administers everything with the rehearsal's delay, the Safe is behind it, the treasury
 * is the hot wallet and the recharge recipient.
 */
function confirmCustody(output: string, contracts: CustodyAddresses, treasury: Address): void {
  const facts = new Map(
    [...output.matchAll(/^check: (.+?): (.+) \(confirm\)$/gm)].map(([, what, value]) => [
      what ?? '',
      value ?? '',
    ]),
  );
  const expected: [string, string][] = [
    ['Funding and Recharge owner, every DEFAULT_ADMIN_ROLE', `${contracts.timelock} (the timelock)`],
    ['Timelock delay', `${REHEARSAL_TIMELOCK_DELAY_SEC} s`],
    ['Hot wallet (REWARDER_ROLE, PAYER_ROLE)', treasury],
    ['Recharge recipient', treasury],
  ];
  for (const [what, value] of expected) {
    if (facts.get(what)?.toLowerCase() !== value.toLowerCase())
      throw new Error(`deploy:check: ${what} is ${facts.get(what) ?? 'not printed'}, expected ${value}`);
  }
  const safe = facts.get('Safe (proposer, executor, canceller, unpauser)') ?? '';
  if (!safe.toLowerCase().startsWith(`${contracts.safe.toLowerCase()}, 2 of `))
    throw new Error(`deploy:check: the Safe is ${safe || 'not printed'}, expected ${contracts.safe}, 2 of 3`);
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
