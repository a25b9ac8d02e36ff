import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingAbi, rechargeAbi } from './abis';
import type { ContractAddresses, CustodyAddresses } from './addresses';
import { type AnvilInstance, startAnvil } from './anvil';
import { readOwners, readRoleHoldings } from './custody-roles';
import { mintTestTokens } from './deploy';
import { deployV1Stack } from './deploy-v1-stack';
import { findFreePort } from './find-free-port';
import { rechargeV1Artifact } from './generated/legacy/v1-artifacts';
import { migrateV1Stack } from './migrate-v1-stack';

/** anvil's dev mnemonic: 0 is the hot key (version 1's owner), 1-2 stake, 3 publishes, 5-7 own the Safe. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const account = (addressIndex: number) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex });

describe('migrateV1Stack: a version 1 stack with stakes, moved to the custody layout', () => {
  const hot = account(0);
  const stakers = [account(1), account(2)];
  const publisher = account(3).address;
  const safeOwners = [5, 6, 7].map((index) => account(index).address);
  let anvil: AnvilInstance;
  let publicClient: PublicClient;
  let transport: Transport;
  let asHot: WalletClient<Transport, Chain, Account>;
  let v1: ContractAddresses;
  let migrated: CustodyAddresses;
  let stakesBefore: unknown[];
  let recordsBefore: unknown[];

  const wallet = (who: Account) => createWalletClient({ account: who, chain: anvilChain, transport });
  async function write(
    who: Account,
    call: {
      address: Address;
      abi: typeof erc20Abi | typeof fundingAbi;
      functionName: string;
      args?: readonly unknown[];
    },
  ) {
    const hash = await wallet(who).sendTransaction({
      to: call.address,
      data: encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]) as Hex,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
  }
  const readStakes = () =>
    Promise.all(
      stakers.map((staker) =>
        publicClient.readContract({
          address: v1.funding,
          abi: fundingAbi,
          functionName: 'getUserInfo',
          args: [staker.address],
        }),
      ),
    );
  const readRecords = () =>
    Promise.all(
      stakers.map((staker) =>
        publicClient.readContract({
          address: v1.funding,
          abi: fundingAbi,
          functionName: 'getDepositRecord',
          args: [staker.address, 0n, 10n],
        }),
      ),
    );

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: anvilChain.id });
    transport = http(anvil.rpcUrl);
    publicClient = createPublicClient({ chain: anvilChain, transport });
    asHot = wallet(hot);
    v1 = await deployV1Stack({ publicClient, walletClient: asHot }, publisher);
    await mintTestTokens(
      { publicClient, walletClient: asHot },
      v1,
      [hot.address, ...stakers.map((s) => s.address)],
      parseEther('1000'),
    );
    for (const [index, staker] of stakers.entries()) {
      const amount = parseEther(String(100 * (index + 1)));
      await write(staker, {
        address: v1.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [v1.funding, amount],
      });
      await write(staker, { address: v1.funding, abi: fundingAbi, functionName: 'deposit', args: [amount] });
    }
    await write(hot, {
      address: v1.bhc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [v1.funding, parseEther('30')],
    });
    await write(hot, {
      address: v1.funding,
      abi: fundingAbi,
      functionName: 'addReward',
      args: [parseEther('30')],
    });
    stakesBefore = await readStakes();
    recordsBefore = await readRecords();
    migrated = await migrateV1Stack({
      publicClient,
      walletClient: asHot,
      saved: v1,
      safeOwners,
      safeThreshold: 2,
      timelockDelaySec: 5,
    });
  });

  afterAll(async () => {
    await anvil?.stop();
  });

  it('keeps the proxy and every stake, pending reward and record', async () => {
    expect(migrated.funding).toBe(v1.funding);
    expect(migrated.fundingImplementation).not.toBe(v1.fundingImplementation);
    expect(await readStakes()).toEqual(stakesBefore);
    expect(await readRecords()).toEqual(recordsBefore);
    // 30 BHC shared 100:200 among the two stakes.
    expect((stakesBefore[0] as { reward: bigint }).reward).toBe(parseEther('10'));
    expect((stakesBefore[1] as { reward: bigint }).reward).toBe(parseEther('20'));
  });

  it('leaves the hot key only rewarder, payer and recharge recipient; the timelock owns everything', async () => {
    const holdings = await readRoleHoldings(publicClient, migrated, [hot.address]);
    expect(holdings.map(({ contract, role }) => `${contract} ${role}`).sort()).toEqual([
      'funding REWARDER_ROLE',
      'payouts PAYER_ROLE',
    ]);
    const owners = await readOwners(publicClient, migrated);
    expect(owners.funding).toEqual({ owner: migrated.timelock, pendingOwner: zeroAddress });
    expect(owners.recharge).toEqual({ owner: migrated.timelock, pendingOwner: zeroAddress });
    const rootsAdmin = await readRoleHoldings(publicClient, migrated, [migrated.timelock]);
    expect(rootsAdmin.some((h) => h.contract === 'liabilitiesRoots' && h.role === 'DEFAULT_ADMIN_ROLE')).toBe(
      true,
    );
    expect(
      await publicClient.readContract({
        address: migrated.recharge,
        abi: rechargeAbi,
        functionName: 'rechargeRecipient',
      }),
    ).toBe(hot.address);
  });

  it('renounces the old Recharge and deploys a new one', async () => {
    expect(migrated.recharge).not.toBe(v1.recharge);
    expect(
      await publicClient.readContract({
        address: v1.recharge,
        abi: rechargeV1Artifact.abi,
        functionName: 'owner',
      }),
    ).toBe(zeroAddress);
  });

  it('still pays a claim after the upgrade', async () => {
    const [first] = stakers;
    if (!first) throw new Error('no staker');
    const before = await publicClient.readContract({
      address: v1.bhc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [first.address],
    });
    await write(first, { address: v1.funding, abi: fundingAbi, functionName: 'claim' });
    const after = await publicClient.readContract({
      address: v1.bhc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [first.address],
    });
    expect(after - before).toBe(parseEther('10'));
  });

  it('refuses a stack whose Funding the wallet does not own', async () => {
    await expect(
      migrateV1Stack({
        publicClient,
        walletClient: wallet(stakers[0] ?? hot),
        saved: v1,
        safeOwners,
        safeThreshold: 2,
        timelockDelaySec: 5,
      }),
    ).rejects.toThrow(/check the version 1 Funding/);
  });
});
