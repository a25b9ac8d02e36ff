import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  http,
  type PublicClient,
  parseEther,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingAbi, timelockControllerAbi } from '../src-ts/abis';
import { type CustodyAddresses, hasCustody } from '../src-ts/addresses';
import { type AnvilInstance, startAnvil } from '../src-ts/anvil';
import { ROLE_IDS } from '../src-ts/custody-roles';
import { readDeployment } from '../src-ts/deployment-file';
import { findFreePort } from '../src-ts/find-free-port';
import { execSafeTransaction } from '../src-ts/safe/safe-transaction';
import { checkBytecode } from './lib/check-bytecode';
import { checkWiring } from './lib/check-wiring';
import { runSolc, type StandardJsonInput } from './lib/compile-solidity';
import { readVerificationFiles, verificationDir } from './lib/verification-files';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** The private key of anvil's account 0 (of the mnemonic above), which deploys. */
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** solc-js compiles each distinct contract of the deployment: a minute or more on a busy machine. */
const RECOMPILE_TIMEOUT_MS = 300_000;

const exec = promisify(execFile);

/** Runs one of this package's command-line scripts as `npm run` would; never throws. */
async function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('the production deploy (npm run deploy) on anvil', () => {
  const user = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 }).address;
  const publisher = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 }).address;
  const guardian = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 3 }).address;
  const hot = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 4 }).address;
  const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 }).address;
  const safeOwners = [5, 6, 7].map(
    (addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).address,
  );
  const workDir = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  const outDir = join(workDir, 'deployments');
  let anvil: AnvilInstance;
  let publicClient: PublicClient;
  let env: Record<string, string>;
  let deployed: Awaited<ReturnType<typeof runScript>>;
  let addresses: CustodyAddresses;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: anvilChain.id });
    publicClient = createPublicClient({ chain: anvilChain, transport: http(anvil.rpcUrl) });
    const keyFile = join(workDir, 'deployer.key');
    writeFileSync(keyFile, `${DEPLOYER_KEY}\n`);
    env = {
      CHAIN_RPC_URL: anvil.rpcUrl,
      CHAIN_ID: String(anvilChain.id),
      DEPLOYER_KEY_FILE: keyFile,
      HOT_WALLET_ADDRESS: hot,
      SAFE_OWNERS: safeOwners.join(','),
      SAFE_THRESHOLD: '2',
      TIMELOCK_DELAY_SEC: '60',
      GUARDIAN_ADDRESS: guardian,
      DEPLOY_TEST_TOKENS: 'true',
      TEST_TOKEN_MINT_TO: user,
      LIABILITIES_PUBLISHER_ADDRESS: publisher,
      DEPLOY_OUT_DIR: outDir,
    };
    deployed = await runScript('scripts/deploy.ts', env);
    const recorded = readDeployment(join(outDir, `deployment-${anvilChain.id}.json`), anvilChain.id);
    if (deployed.code !== 0 || !recorded || !hasCustody(recorded))
      throw new Error(`the deploy failed:\n${deployed.stderr}`);
    addresses = recorded;
  }, RECOMPILE_TIMEOUT_MS);

  afterAll(async () => {
    await anvil?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  function filesOf(dir = verificationDir(join(outDir, `deployment-${anvilChain.id}.json`))) {
    return readVerificationFiles(dir);
  }

  it('records the addresses and prints what the servers need', () => {
    expect(Object.keys(addresses).sort()).toEqual([
      'bhc',
      'funding',
      'fundingImplementation',
      'liabilitiesRoots',
      'payouts',
      'recharge',
      'safe',
      'safeFallbackHandler',
      'safeMultiSendCallOnly',
      'safeProxyFactory',
      'safeSingleton',
      'timelock',
      'usdt',
      'woohoo',
    ]);
    expect(deployed.stdout).toContain(`FUNDING_ADDRESS=${addresses.funding}`);
    expect(deployed.stdout).toContain(
      `PAYOUTS_ADDRESS=${addresses.payouts} TIMELOCK_ADDRESS=${addresses.timelock} SAFE_ADDRESS=${addresses.safe}`,
    );
    expect(deployed.stdout).toContain(`RECHARGE_ADDRESS=${addresses.recharge}`);
    expect(deployed.stdout).toMatch(/INDEXER_START_BLOCK=\d+/);
  });

  it('writes the verification files of every contract it created, with compiler and constructor arguments', () => {
    const files = filesOf();
    // Safe's own contracts are Safe's audited build: verified from its package, not by us.
    expect(files.map((file) => file.key).sort()).toEqual(
      Object.keys(addresses)
        .filter((key) => !key.startsWith('safe'))
        .sort(),
    );
    for (const { key, facts, metadata } of files) {
      expect(facts.address).toBe(addresses[key as keyof CustodyAddresses]);
      expect(facts.compilerVersion).toMatch(/^v0\.8\.37\+commit\.[0-9a-f]{8}$/);
      expect(facts.compilerVersion).toBe(`v${JSON.parse(metadata).compiler.version}`);
      expect(facts.license).toBe('MIT');
      expect(facts.constructorArguments).toMatch(/^([0-9a-f]{64})*$/);
    }
    const argumentsOf = (key: string) =>
      `0x${files.find((file) => file.key === key)?.facts.constructorArguments}`;

    expect(argumentsOf('recharge')).toBe(
      encodeAbiParameters(
        [
          { type: 'address' },
          { type: 'address' },
          { type: 'address' },
          { type: 'address' },
          { type: 'address' },
        ],
        [addresses.usdt, hot, addresses.timelock, addresses.safe, guardian],
      ),
    );
    expect(argumentsOf('fundingImplementation')).toBe('0x');
    const [implementation, initializeCall] = decodeAbiParameters(
      [{ type: 'address' }, { type: 'bytes' }],
      argumentsOf('funding') as `0x${string}`,
    );
    expect(implementation).toBe(addresses.fundingImplementation);
    expect(decodeFunctionData({ abi: fundingAbi, data: initializeCall })).toEqual({
      functionName: 'initialize',
      args: [
        addresses.usdt,
        addresses.bhc,
        { admin: addresses.timelock, guardian, unpauser: addresses.safe, rewarder: hot },
      ],
    });
  });

  it(
    "recompiles each standard-input.json with solc-js to the chain's bytecode",
    async () => {
      const checks = await checkBytecode(publicClient, filesOf());
      expect(checks.map(({ key, problems }) => ({ key, problems }))).toEqual(
        checks.map(({ key }) => ({ key, problems: [] })),
      );
      const masked = Object.fromEntries(checks.map((check) => [check.key, check.immutableBytes]));
      // Recharge's token and UUPSUpgradeable's own address are immutables; nothing else is.
      expect(masked).toEqual({
        bhc: 0,
        funding: 0,
        fundingImplementation: 96,
        liabilitiesRoots: 0,
        payouts: 0,
        recharge: 64,
        timelock: 0,
        usdt: 0,
        woohoo: 0,
      });

      // Without immutables there is nothing to mask: the runtime code is the same byte for byte.
      const roots = filesOf().find((file) => file.key === 'liabilitiesRoots');
      const output = runSolc(JSON.parse(roots?.standardInput ?? '{}') as StandardJsonInput);
      const runtime =
        output.contracts?.['src/LiabilitiesRoots.sol']?.LiabilitiesRoots?.evm?.deployedBytecode?.object;
      expect(await publicClient.getCode({ address: addresses.liabilitiesRoots ?? '0x' })).toBe(
        `0x${runtime}`,
      );
    },
    RECOMPILE_TIMEOUT_MS,
  );

  it('leaves the contracts wired as recorded, owned by the timelock, the deployer holding nothing', async () => {
    const wiring = await checkWiring(publicClient, addresses, { hotWallet: hot, guardian, deployer });
    expect(wiring.problems).toEqual([]);
    expect(wiring.facts).toEqual({
      'Funding and Recharge owner, every DEFAULT_ADMIN_ROLE': `${addresses.timelock} (the timelock)`,
      'Timelock delay': '60 s',
      'Safe (proposer, executor, canceller, unpauser)': `${addresses.safe}, 2 of ${safeOwners.join(', ')}`,
      'Hot wallet (REWARDER_ROLE, PAYER_ROLE)': hot,
      Guardian: guardian,
      'Recharge recipient': hot,
    });
  });

  it('the check refuses a hot wallet holding a role beyond its two, and a wrong hot wallet', async () => {
    const testClient = createTestClient({ chain: anvilChain, mode: 'anvil', transport: http(anvil.rpcUrl) });
    const asTimelock = createWalletClient({
      account: addresses.timelock,
      chain: anvilChain,
      transport: http(anvil.rpcUrl),
    });
    await testClient.impersonateAccount({ address: addresses.timelock });
    await testClient.setBalance({ address: addresses.timelock, value: parseEther('1') });
    const roleCall = (functionName: 'grantRole' | 'revokeRole') =>
      asTimelock.writeContract({
        address: addresses.funding,
        abi: fundingAbi,
        functionName,
        args: [ROLE_IDS.GUARDIAN_ROLE, hot],
      });
    await publicClient.waitForTransactionReceipt({ hash: await roleCall('grantRole') });
    try {
      const wiring = await checkWiring(publicClient, addresses, { hotWallet: hot, guardian, deployer });
      expect(wiring.problems).toEqual([
        'the hot wallet holds more than its two roles: funding GUARDIAN_ROLE',
      ]);
    } finally {
      await publicClient.waitForTransactionReceipt({ hash: await roleCall('revokeRole') });
      await testClient.stopImpersonatingAccount({ address: addresses.timelock });
    }
    const wrongHot = await checkWiring(publicClient, addresses, { hotWallet: publisher, deployer });
    expect(wrongHot.problems).toEqual(
      expect.arrayContaining([
        `Recharge recipient is ${hot}, expected ${publisher}`,
        'the hot wallet holds more than its two roles: liabilitiesRoots PUBLISHER_ROLE',
        'the hot wallet lacks funding REWARDER_ROLE',
      ]),
    );
  });

  it('npm run safe prints the Safe transaction that schedules a recipient change, which the owners then sign', async () => {
    const printed = await runScript('scripts/safe.ts', env, ['schedule-recipient', publisher]);
    expect(printed.code, printed.stderr).toBe(0);
    const line = printed.stdout.match(/to (0x[0-9a-fA-F]{40}), value 0, data (0x[0-9a-f]+)/);
    expect(line?.[1]).toBe(addresses.timelock);
    const owners = [5, 6].map((addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }));
    const sender = createWalletClient({
      account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 }),
      chain: anvilChain,
      transport: http(anvil.rpcUrl),
    });
    await execSafeTransaction({
      publicClient,
      safe: addresses.safe,
      tx: { to: addresses.timelock, value: 0n, data: (line?.[2] ?? '0x') as `0x${string}`, operation: 0 },
      signers: owners,
      sender,
    });
    const id = printed.stdout.match(/operation (0x[0-9a-f]{64})/)?.[1] as `0x${string}`;
    expect(
      await publicClient.readContract({
        address: addresses.timelock,
        abi: timelockControllerAbi,
        functionName: 'isOperationPending',
        args: [id],
      }),
    ).toBe(true);
  });

  it('refuses to deploy again over the deployment file', async () => {
    const again = await runScript('scripts/deploy.ts', env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`deployment-${anvilChain.id}.json exists`);
  });

  it(
    'the check command fails when a standard input does not compile to what is on chain',
    async () => {
      const tamperedOut = join(workDir, 'tampered');
      cpSync(outDir, tamperedOut, { recursive: true });
      const tamperedDir = verificationDir(join(tamperedOut, `deployment-${anvilChain.id}.json`));
      for (const file of filesOf(tamperedDir).filter(({ key }) => key !== 'recharge')) {
        rmSync(join(tamperedDir, file.key), { recursive: true });
      }
      const inputFile = join(tamperedDir, 'recharge', 'standard-input.json');
      const input = JSON.parse(readFileSync(inputFile, 'utf8')) as StandardJsonInput;
      writeFileSync(
        inputFile,
        JSON.stringify({
          ...input,
          settings: { ...input.settings, optimizer: { enabled: true, runs: 201 } },
        }),
      );

      const check = await runScript('scripts/check-deployment.ts', { ...env, DEPLOY_OUT_DIR: tamperedOut });
      expect(check.code).toBe(1);
      expect(check.stdout).toContain('the code at the address is not the compiled runtime code');
      expect(check.stdout).toContain('check: FAILED');
    },
    RECOMPILE_TIMEOUT_MS,
  );
});
