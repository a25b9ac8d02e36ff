import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  erc20Abi,
  http,
  isAddressEqual,
  type PublicClient,
  parseEther,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingAbi, liabilitiesRootsAbi, rechargeAbi } from './abis';
import { type ContractAddresses, isContractAddresses } from './addresses';
import { type AnvilInstance, startAnvil } from './anvil';
import { deployLiabilitiesRoots, deployLocalStack, LocalStackDeployError } from './deploy';
import { findFreePort } from './find-free-port';

/** anvil's well-known dev mnemonic: account 0 deploys, 1 is a user, 2 receives recharges. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const MINT_WEI = parseEther('1000');
const ERC1967_IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

describe('deployLocalStack on anvil', () => {
  const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
  const user = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
  const recipient = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 }).address;
  let anvil: AnvilInstance;
  let publicClient: PublicClient;
  let asDeployer: WalletClient<Transport, Chain, Account>;
  let asUser: WalletClient<Transport, Chain, Account>;
  let addresses: ContractAddresses;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: anvilChain.id });
    const transport = http(anvil.rpcUrl);
    publicClient = createPublicClient({ chain: anvilChain, transport });
    asDeployer = createWalletClient({ account: deployer, chain: anvilChain, transport });
    asUser = createWalletClient({ account: user, chain: anvilChain, transport });
    addresses = await deployLocalStack({
      publicClient,
      walletClient: asDeployer,
      mintTo: [deployer.address, user.address],
      mintAmountWei: MINT_WEI,
      rechargeRecipient: recipient,
    });
  });

  afterAll(async () => {
    await anvil?.stop();
  });

  async function confirm(hash: `0x${string}`) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    return receipt;
  }

  function balanceOf(token: Address, account: Address) {
    return publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    });
  }

  it('deploys LiabilitiesRoots with the deployer as admin and the given publisher', async () => {
    const publisher = user.address;
    const roots = await deployLiabilitiesRoots({ publicClient, walletClient: asDeployer }, publisher);
    const role = (name: 'PUBLISHER_ROLE' | 'DEFAULT_ADMIN_ROLE') =>
      publicClient.readContract({ address: roots, abi: liabilitiesRootsAbi, functionName: name });
    const hasRole = async (name: 'PUBLISHER_ROLE' | 'DEFAULT_ADMIN_ROLE', account: Address) =>
      publicClient.readContract({
        address: roots,
        abi: liabilitiesRootsAbi,
        functionName: 'hasRole',
        args: [await role(name), account],
      });
    expect(await hasRole('PUBLISHER_ROLE', publisher)).toBe(true);
    expect(await hasRole('PUBLISHER_ROLE', deployer.address)).toBe(false);
    expect(await hasRole('DEFAULT_ADMIN_ROLE', deployer.address)).toBe(true);
    expect('liabilitiesRoots' in addresses).toBe(false);
  });

  it('returns addresses with code behind each of them', async () => {
    expect(isContractAddresses(addresses)).toBe(true);
    for (const address of Object.values(addresses)) {
      const code = await publicClient.getCode({ address });
      expect(code?.length ?? 0, address).toBeGreaterThan(2);
    }
  });

  it('points the Funding proxy at the implementation and initializes it', async () => {
    const slot = await publicClient.getStorageAt({
      address: addresses.funding,
      slot: ERC1967_IMPLEMENTATION_SLOT,
    });
    expect(isAddressEqual(`0x${slot?.slice(-40)}`, addresses.fundingImplementation)).toBe(true);
    const read = (functionName: 'owner' | 'lpToken' | 'rewardToken') =>
      publicClient.readContract({ address: addresses.funding, abi: fundingAbi, functionName });
    expect(await read('owner')).toBe(deployer.address);
    expect(await read('lpToken')).toBe(addresses.usdt);
    expect(await read('rewardToken')).toBe(addresses.bhc);
  });

  it('mints every token to every mintTo address', async () => {
    for (const token of [addresses.usdt, addresses.bhc, addresses.woohoo]) {
      expect(await balanceOf(token, user.address)).toBe(MINT_WEI);
      expect(await balanceOf(token, deployer.address)).toBe(MINT_WEI);
    }
  });

  it('moves a recharge to the recipient and emits Recharge', async () => {
    const amountWei = parseEther('25');
    await confirm(
      await asUser.writeContract({
        address: addresses.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.recharge, amountWei],
      }),
    );
    const receipt = await confirm(
      await asUser.writeContract({
        address: addresses.recharge,
        abi: rechargeAbi,
        functionName: 'doRecharge',
        args: [amountWei],
      }),
    );

    expect(await balanceOf(addresses.usdt, recipient)).toBe(amountWei);
    const log = receipt.logs.find((entry) => isAddressEqual(entry.address, addresses.recharge));
    expect(log).toBeDefined();
    const event = decodeEventLog({ abi: rechargeAbi, data: log?.data, topics: log?.topics ?? [] });
    expect(event).toEqual({ eventName: 'Recharge', args: { account: user.address, amount: amountWei } });
  });

  it('runs deposit, addReward and claim through the Funding proxy', async () => {
    const stakeWei = parseEther('100');
    const rewardWei = parseEther('10');
    const funding = addresses.funding;
    await confirm(
      await asUser.writeContract({
        address: addresses.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [funding, stakeWei],
      }),
    );
    await confirm(
      await asUser.writeContract({
        address: funding,
        abi: fundingAbi,
        functionName: 'deposit',
        args: [stakeWei],
      }),
    );
    await confirm(
      await asDeployer.writeContract({
        address: addresses.bhc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [funding, rewardWei],
      }),
    );
    await confirm(
      await asDeployer.writeContract({
        address: funding,
        abi: fundingAbi,
        functionName: 'addReward',
        args: [rewardWei],
      }),
    );

    const info = await publicClient.readContract({
      address: funding,
      abi: fundingAbi,
      functionName: 'getUserInfo',
      args: [user.address],
    });
    expect(info).toEqual({ amount: stakeWei, rewardDebt: 0n, reward: rewardWei });

    const bhcBefore = await balanceOf(addresses.bhc, user.address);
    const receipt = await confirm(
      await asUser.writeContract({ address: funding, abi: fundingAbi, functionName: 'claim' }),
    );
    expect((await balanceOf(addresses.bhc, user.address)) - bhcBefore).toBe(rewardWei);
    const claimLog = receipt.logs.find((entry) => isAddressEqual(entry.address, funding));
    const claim = decodeEventLog({ abi: fundingAbi, data: claimLog?.data, topics: claimLog?.topics ?? [] });
    expect(claim).toEqual({ eventName: 'Claim', args: { user: user.address, amount: rewardWei } });

    const [records, total] = await publicClient.readContract({
      address: funding,
      abi: fundingAbi,
      functionName: 'getDepositRecord',
      args: [user.address, 0n, 10n],
    });
    expect(total).toBe(1n);
    expect(records[0]).toMatchObject({ user: user.address, amount: stakeWei });
  });

  it('names the failing step when a deployment reverts', async () => {
    const failing = deployLocalStack({
      publicClient,
      walletClient: asDeployer,
      mintTo: [],
      mintAmountWei: 0n,
      rechargeRecipient: zeroAddress,
    });
    await expect(failing).rejects.toBeInstanceOf(LocalStackDeployError);
    await expect(failing).rejects.toMatchObject({ step: 'deploy Recharge' });
  });
});
