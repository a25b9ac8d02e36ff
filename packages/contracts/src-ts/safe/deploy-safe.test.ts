import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  http,
  keccak256,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilInstance, startAnvil } from '../anvil';
import { DeployStepError } from '../deploy-steps';
import { findFreePort } from '../find-free-port';
import {
  createSafe,
  type DeployedSafeContracts,
  deploySafeContracts,
  InvalidSafeSetupError,
} from './deploy-safe';
import {
  compatibilityFallbackHandlerArtifact,
  multiSendCallOnlyArtifact,
  SAFE_CANONICAL_CODE_HASHES,
  safeL2Artifact,
  safeProxyFactoryArtifact,
} from './safe-artifacts';

/** anvil's well-known dev mnemonic; its accounts are ANVIL_ACCOUNTS. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const [, OWNER_1, OWNER_2, OWNER_3] = ANVIL_ACCOUNTS;

describe('deploySafeContracts and createSafe on anvil', () => {
  const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
  let anvil: AnvilInstance;
  let publicClient: PublicClient;
  let walletClient: WalletClient<Transport, Chain, Account>;
  let safeContracts: DeployedSafeContracts;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: anvilChain.id });
    const transport = http(anvil.rpcUrl);
    publicClient = createPublicClient({ chain: anvilChain, transport });
    walletClient = createWalletClient({ account: deployer, chain: anvilChain, transport });
    safeContracts = await deploySafeContracts({ publicClient, walletClient });
  });

  afterAll(async () => {
    await anvil?.stop();
  });

  it('ships the bytecode of Safe 1.5.0 as deployed at its canonical addresses', () => {
    expect(keccak256(safeL2Artifact.deployedBytecode)).toBe(SAFE_CANONICAL_CODE_HASHES.safeL2);
    expect(keccak256(safeProxyFactoryArtifact.deployedBytecode)).toBe(
      SAFE_CANONICAL_CODE_HASHES.safeProxyFactory,
    );
    expect(keccak256(compatibilityFallbackHandlerArtifact.deployedBytecode)).toBe(
      SAFE_CANONICAL_CODE_HASHES.compatibilityFallbackHandler,
    );
    expect(keccak256(multiSendCallOnlyArtifact.deployedBytecode)).toBe(
      SAFE_CANONICAL_CODE_HASHES.multiSendCallOnly,
    );
  });

  it('puts that same runtime code on the chain and records each creation for verification', async () => {
    const { addresses, created } = safeContracts;
    const expected = {
      singleton: SAFE_CANONICAL_CODE_HASHES.safeL2,
      proxyFactory: SAFE_CANONICAL_CODE_HASHES.safeProxyFactory,
      fallbackHandler: SAFE_CANONICAL_CODE_HASHES.compatibilityFallbackHandler,
      multiSendCallOnly: SAFE_CANONICAL_CODE_HASHES.multiSendCallOnly,
    } as const;
    for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
      const code = await publicClient.getCode({ address: addresses[key] });
      expect(code && keccak256(code), key).toBe(expected[key]);
      expect(created[key].address).toBe(addresses[key]);
      expect(created[key].constructorArguments).toBe('0x');
    }
    expect(created.singleton.source).toBe('contracts/SafeL2.sol:SafeL2');
    expect(created.multiSendCallOnly.source).toBe(
      'contracts/libraries/MultiSendCallOnly.sol:MultiSendCallOnly',
    );
  });

  it('creates a 2-of-3 Safe with the given owners, threshold and fallback handler', async () => {
    const owners = [OWNER_1, OWNER_2, OWNER_3];
    const safe = await createSafe({ publicClient, walletClient }, safeContracts.addresses, {
      owners,
      threshold: 2,
      saltNonce: 1n,
    });
    const read = { address: safe.address, abi: safeL2Artifact.abi } as const;
    expect(await publicClient.readContract({ ...read, functionName: 'getOwners' })).toEqual(owners);
    expect(await publicClient.readContract({ ...read, functionName: 'getThreshold' })).toBe(2n);
    expect(await publicClient.readContract({ ...read, functionName: 'VERSION' })).toBe('1.5.0');
    // Safe keeps its fallback handler in this slot (FallbackManager FALLBACK_HANDLER_STORAGE_SLOT).
    const handlerSlot = await publicClient.getStorageAt({
      address: safe.address,
      slot: keccak256(new TextEncoder().encode('fallback_manager.handler.address')),
    });
    expect(handlerSlot?.slice(-40)).toBe(safeContracts.addresses.fallbackHandler.slice(2).toLowerCase());
    const receipt = await publicClient.getTransactionReceipt({ hash: safe.transactionHash });
    expect(receipt.blockNumber).toBe(safe.blockNumber);
  });

  it('refuses a bad setup before sending anything', async () => {
    const nonceBefore = await publicClient.getTransactionCount({ address: deployer.address });
    const attempt = (owners: readonly `0x${string}`[], threshold: number) =>
      createSafe({ publicClient, walletClient }, safeContracts.addresses, {
        owners,
        threshold,
        saltNonce: 2n,
      });
    await expect(attempt([OWNER_1, OWNER_2], 0)).rejects.toThrow(InvalidSafeSetupError);
    await expect(attempt([OWNER_1, OWNER_2], 3)).rejects.toThrow(/threshold 3 is above the number of owners/);
    await expect(attempt([OWNER_1, OWNER_1], 1)).rejects.toThrow(/listed twice/);
    await expect(attempt(['0x0000000000000000000000000000000000000000', OWNER_1], 1)).rejects.toThrow(
      /is not allowed/,
    );
    expect(await publicClient.getTransactionCount({ address: deployer.address })).toBe(nonceBefore);
  });

  it('names the step when the factory reverts (the same owners and salt twice)', async () => {
    const setup = { owners: [OWNER_1], threshold: 1, saltNonce: 3n };
    await createSafe({ publicClient, walletClient }, safeContracts.addresses, setup);
    const again = createSafe({ publicClient, walletClient }, safeContracts.addresses, setup);
    await expect(again).rejects.toThrow(DeployStepError);
    await expect(again).rejects.toThrow(/create Safe \(1 of 1, salt 3\)/);
  });
});
