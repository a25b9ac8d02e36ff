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
import { fundingAbi, payoutsAbi, rechargeAbi, timelockControllerAbi } from './abis';
import { type CustodyAddresses, isContractAddresses } from './addresses';
import { type AnvilInstance, startAnvil } from './anvil';
import { ROLE_IDS, readOwners, readRoleHoldings } from './custody-roles';
import { deployLocalStack, deployStack, LocalStackDeployError } from './deploy';
import { findFreePort } from './find-free-port';
import { safeL2Artifact } from './safe/safe-artifacts';

/**
 * anvil's well-known dev mnemonic: account 0 deploys, 1 is a user, 2 publishes, 3 guards, 4 is the
 * hot wallet, 5-7 own the Safe (2 of 3).
 */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const MINT_WEI = parseEther('1000');
const ERC1967_IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

describe('deployLocalStack on anvil', () => {
  const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
  const user = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
  const publisher = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 }).address;
  const guardian = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 3 }).address;
  const hot = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 4 });
  const recipient = hot.address;
  const safeOwners = [5, 6, 7].map(
    (addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).address,
  );
  let anvil: AnvilInstance;
  let publicClient: PublicClient;
  let asDeployer: WalletClient<Transport, Chain, Account>;
  let asUser: WalletClient<Transport, Chain, Account>;
  let asHot: WalletClient<Transport, Chain, Account>;
  let addresses: CustodyAddresses;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: anvilChain.id });
    const transport = http(anvil.rpcUrl);
    publicClient = createPublicClient({ chain: anvilChain, transport });
    asDeployer = createWalletClient({ account: deployer, chain: anvilChain, transport });
    asUser = createWalletClient({ account: user, chain: anvilChain, transport });
    asHot = createWalletClient({ account: hot, chain: anvilChain, transport });
    addresses = await deployLocalStack({
      publicClient,
      walletClient: asDeployer,
      mintTo: [hot.address, user.address],
      mintAmountWei: MINT_WEI,
      hotWallet: hot.address,
      safeOwners,
      safeThreshold: 2,
      timelockDelaySec: 5,
      guardian,
      liabilitiesPublisher: publisher,
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

  it('gives the timelock every contract, the Safe the unpause, the hot wallet its two roles, the deployer nothing', async () => {
    const accounts = [deployer.address, user.address, publisher, guardian, hot.address, ...safeOwners];
    const holdings = await readRoleHoldings(publicClient, addresses, [
      ...accounts,
      addresses.safe,
      addresses.timelock,
    ]);
    const sorted = (list: { contract: string; role: string; account: string }[]) =>
      list.map(({ contract, role, account }) => `${contract} ${role} ${account}`).sort();
    const { timelock, safe } = addresses;
    expect(sorted(holdings)).toEqual(
      sorted([
        { contract: 'funding', role: 'DEFAULT_ADMIN_ROLE', account: timelock },
        { contract: 'funding', role: 'GUARDIAN_ROLE', account: guardian },
        { contract: 'funding', role: 'GUARDIAN_ROLE', account: safe },
        { contract: 'funding', role: 'UNPAUSER_ROLE', account: safe },
        { contract: 'funding', role: 'REWARDER_ROLE', account: hot.address },
        { contract: 'recharge', role: 'DEFAULT_ADMIN_ROLE', account: timelock },
        { contract: 'recharge', role: 'GUARDIAN_ROLE', account: guardian },
        { contract: 'recharge', role: 'GUARDIAN_ROLE', account: safe },
        { contract: 'recharge', role: 'UNPAUSER_ROLE', account: safe },
        { contract: 'liabilitiesRoots', role: 'DEFAULT_ADMIN_ROLE', account: timelock },
        { contract: 'liabilitiesRoots', role: 'PUBLISHER_ROLE', account: publisher },
        { contract: 'payouts', role: 'DEFAULT_ADMIN_ROLE', account: timelock },
        { contract: 'payouts', role: 'PAYER_ROLE', account: hot.address },
        // TimelockController(admin = address 0) administers itself: only a delayed operation changes it.
        { contract: 'timelock', role: 'DEFAULT_ADMIN_ROLE', account: timelock },
        { contract: 'timelock', role: 'PROPOSER_ROLE', account: safe },
        { contract: 'timelock', role: 'CANCELLER_ROLE', account: safe },
        { contract: 'timelock', role: 'EXECUTOR_ROLE', account: safe },
      ]),
    );
    const owners = await readOwners(publicClient, addresses);
    expect(owners).toEqual({
      funding: { owner: timelock, pendingOwner: zeroAddress },
      recharge: { owner: timelock, pendingOwner: zeroAddress },
    });
    const read = { address: timelock, abi: timelockControllerAbi } as const;
    expect(await publicClient.readContract({ ...read, functionName: 'getMinDelay' })).toBe(5n);
    // Nobody else may execute: the executor role is not open (address 0).
    expect(
      await publicClient.readContract({
        ...read,
        functionName: 'hasRole',
        args: [ROLE_IDS.EXECUTOR_ROLE, zeroAddress],
      }),
    ).toBe(false);
  });

  it('creates the Safe as 2 of the 3 owners given, on Safe contracts it deployed', async () => {
    const read = { address: addresses.safe, abi: safeL2Artifact.abi } as const;
    expect([...(await publicClient.readContract({ ...read, functionName: 'getOwners' }))].sort()).toEqual(
      [...safeOwners].sort(),
    );
    expect(await publicClient.readContract({ ...read, functionName: 'getThreshold' })).toBe(2n);
    expect(addresses.safeSingleton).toBeDefined();
    expect(addresses.safeMultiSendCallOnly).toBeDefined();
  });

  it('uses a Safe given by address after reading it back, and refuses one that is not a Safe or has the hot key', async () => {
    const given = await deployStack({
      publicClient,
      walletClient: asDeployer,
      safe: addresses.safe,
      tokens: addresses,
      hotWallet: hot.address,
      timelockDelaySec: 5,
    });
    expect(given.addresses.safe).toBe(addresses.safe);
    expect(given.created.safe).toBeUndefined();
    expect(given.created.safeSingleton).toBeUndefined();
    expect(Object.keys(given.created).sort()).toEqual([
      'funding',
      'fundingImplementation',
      'payouts',
      'recharge',
      'timelock',
    ]);
    const notSafe = deployStack({
      publicClient,
      walletClient: asDeployer,
      safe: addresses.usdt,
      tokens: addresses,
      hotWallet: hot.address,
      timelockDelaySec: 5,
    });
    await expect(notSafe).rejects.toThrow(/not a Safe/);
    const hotOwns = deployStack({
      publicClient,
      walletClient: asDeployer,
      safe: addresses.safe,
      tokens: addresses,
      hotWallet: safeOwners[0] ?? zeroAddress,
      timelockDelaySec: 5,
    });
    await expect(hotOwns).rejects.toThrow(/hot wallet .* is one of its owners/);
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
    expect(await read('owner')).toBe(addresses.timelock);
    expect(await read('lpToken')).toBe(addresses.usdt);
    expect(await read('rewardToken')).toBe(addresses.bhc);
  });

  it('mints every token to every mintTo address', async () => {
    for (const token of [addresses.usdt, addresses.bhc, addresses.woohoo]) {
      expect(await balanceOf(token, user.address)).toBe(MINT_WEI);
      expect(await balanceOf(token, hot.address)).toBe(MINT_WEI);
    }
  });

  it('moves a recharge to the hot wallet and emits Recharge', async () => {
    const amountWei = parseEther('25');
    const before = await balanceOf(addresses.usdt, recipient);
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

    expect((await balanceOf(addresses.usdt, recipient)) - before).toBe(amountWei);
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
      await asHot.writeContract({
        address: addresses.bhc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [funding, rewardWei],
      }),
    );
    await confirm(
      await asHot.writeContract({
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

  it('lets the hot wallet pay a withdrawal once through Payouts', async () => {
    const amountWei = parseEther('3');
    const id = `0x${'ab'.repeat(32)}` as const;
    await confirm(
      await asHot.writeContract({
        address: addresses.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.payouts, amountWei],
      }),
    );
    const before = await balanceOf(addresses.usdt, user.address);
    await confirm(
      await asHot.writeContract({
        address: addresses.payouts,
        abi: payoutsAbi,
        functionName: 'pay',
        args: [id, addresses.usdt, user.address, amountWei],
      }),
    );
    expect((await balanceOf(addresses.usdt, user.address)) - before).toBe(amountWei);
    await expect(
      publicClient.simulateContract({
        account: hot,
        address: addresses.payouts,
        abi: payoutsAbi,
        functionName: 'pay',
        args: [id, addresses.usdt, user.address, amountWei],
      }),
    ).rejects.toThrow(/PayoutsAlreadyPaid/);
  });

  it('names the failing step when a deployment reverts', async () => {
    const failing = deployLocalStack({
      publicClient,
      walletClient: asDeployer,
      mintTo: [],
      mintAmountWei: 0n,
      hotWallet: zeroAddress,
      safeOwners,
      safeThreshold: 2,
      timelockDelaySec: 5,
    });
    await expect(failing).rejects.toBeInstanceOf(LocalStackDeployError);
    await expect(failing).rejects.toMatchObject({ step: 'deploy Recharge' });
  });
});
