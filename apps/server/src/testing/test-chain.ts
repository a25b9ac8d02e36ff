import { payoutsAbi, rechargeAbi } from '@woohoo/contracts/abis';
import type { CustodyAddresses } from '@woohoo/contracts/addresses';
import { startAnvil } from '@woohoo/contracts/anvil';
import { deployLocalStack } from '@woohoo/contracts/deploy';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import { execSafeTransaction, type SafeTransactionData } from '@woohoo/contracts/safe/safe-transaction';
import {
  executeTransaction,
  scheduleTransaction,
  type TimelockCall,
} from '@woohoo/contracts/timelock-operations';
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  maxUint256,
  type PublicClient,
  parseEther,
  type TestClient,
  type TransactionReceipt,
  type Transport,
  toHex,
  type WalletClient,
  zeroHash,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { createPayoutWorker, type PayoutWorker, type PayoutWorkerOptions } from '../chain/payout-worker';
import type { WorkerLog } from '../jobs/worker-loop';

/** anvil's well-known development mnemonic; its accounts are public test accounts. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** The test chain's timelock delay: a few seconds, as on the local chain. */
const TEST_TIMELOCK_DELAY_SEC = 3;
/** USDT (and BHC, WOOHOO) minted to the treasury and to each test user. */
export const TEST_MINT_WEI = parseEther('100000');

export type TestChain = {
  rpcUrl: string;
  chainId: number;
  publicClient: PublicClient;
  testClient: TestClient<'anvil'>;
  /** A generated key, as on the local stack: deploys, receives recharges, pays withdrawals. */
  treasury: WalletClient<Transport, Chain, Account>;
  /** The treasury's private key, for a server process that pays from it (TREASURY_KEY_FILE). */
  treasuryKey: Hex;
  /** The local stack in the custody layout: the treasury is the hot key, the Safe is 2 of `safeOwners`. */
  contracts: CustodyAddresses;
  /** The Safe's three owners (anvil accounts 10-12, unfunded: they only sign). */
  safeOwners: LocalAccount[];
  /** The timelock's delay on the test chain. */
  timelockDelaySec: number;
  /** Publishes the liabilities roots on the deployed LiabilitiesRoots (a key of its own, funded). */
  liabilitiesPublisher: WalletClient<Transport, Chain, Account>;
  /** anvil accounts 1..3, funded with tokens. */
  users: LocalAccount[];
  /** A user approves the Recharge contract and calls doRecharge; resolves with the receipt. */
  recharge: (user: Account, amountWei: bigint) => Promise<TransactionReceipt>;
  usdtBalance: (address: Address) => Promise<bigint>;
  /** Lets another key pay through Payouts (PAYER_ROLE, granted by the treasury, its admin here). */
  allowPayer: (address: Address) => Promise<void>;
  /** Sets an address's USDT balance directly in the token's storage (OpenZeppelin `_balances`, slot 0). */
  setUsdtBalance: (address: Address, amountWei: bigint) => Promise<void>;
  stop: () => Promise<void>;
};

export type TestChainOptions = {
  /**
   * anvil `--slots-in-an-epoch`: its `finalized` block trails the head by twice this many blocks
   * (default 32, so 64); 1 makes the finalized block the head minus two, like BSC fast finality.
   */
  slotsInAnEpoch?: number;
};

/**
 * A private anvil on a free port with the local stack deployed the way `npm start` does it.
 * Every test file boots its own and stops it in `afterAll`.
 */
export async function startTestChain(options: TestChainOptions = {}): Promise<TestChain> {
  const node = await startAnvil({
    port: await findFreePort(),
    chainId: anvil.id,
    extraArgs:
      options.slotsInAnEpoch === undefined ? [] : ['--slots-in-an-epoch', String(options.slotsInAnEpoch)],
  });
  try {
    const transport = http(node.rpcUrl);
    const publicClient = createPublicClient({ chain: anvil, transport, pollingInterval: 50 });
    const testClient = createTestClient({ chain: anvil, mode: 'anvil', transport });
    const treasuryKey = generatePrivateKey();
    const treasuryAccount = privateKeyToAccount(treasuryKey);
    await testClient.setBalance({ address: treasuryAccount.address, value: parseEther('1000') });
    const treasury = createWalletClient({ account: treasuryAccount, chain: anvil, transport });
    const publisherAccount = privateKeyToAccount(generatePrivateKey());
    await testClient.setBalance({ address: publisherAccount.address, value: parseEther('10') });
    const liabilitiesPublisher = createWalletClient({ account: publisherAccount, chain: anvil, transport });
    const users = [1, 2, 3].map((addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }));
    const safeOwners = [10, 11, 12].map((addressIndex) =>
      mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }),
    );
    const contracts = await deployLocalStack({
      publicClient,
      walletClient: treasury,
      mintTo: [treasuryAccount.address, ...users.map((u) => u.address)],
      mintAmountWei: TEST_MINT_WEI,
      hotWallet: treasuryAccount.address,
      safeOwners: safeOwners.map((owner) => owner.address),
      safeThreshold: 2,
      timelockDelaySec: TEST_TIMELOCK_DELAY_SEC,
      liabilitiesPublisher: publisherAccount.address,
    });

    // The hot wallet approves Payouts once, as at its deployment (docs/rules.md "Payouts exactly
    // once"), so the payout suites see payouts alone; the worker's own approval is tested apart.
    if (contracts.payouts) {
      const approval = await treasury.writeContract({
        address: contracts.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.payouts, maxUint256],
      });
      await publicClient.waitForTransactionReceipt({ hash: approval });
    }

    const recharge = (user: Account, amountWei: bigint) =>
      rechargeOnChain(node.rpcUrl, contracts, user, amountWei);
    const usdtBalance = (address: Address) =>
      publicClient.readContract({
        address: contracts.usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const setUsdtBalance = async (address: Address, amountWei: bigint) => {
      const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 0n]));
      await testClient.setStorageAt({
        address: contracts.usdt,
        index: slot,
        value: toHex(amountWei, { size: 32 }),
      });
    };

    /**
     * Grants PAYER_ROLE on Payouts to `address` the only way the custody layout allows: the Safe
     * (2 of its owners) schedules `grantRole` on the timelock, the chain's clock passes the delay,
     * and the Safe executes it (docs/deploy-contracts.md "Changing a contract: through the timelock").
     */
    const allowPayer = async (address: Address) => {
      const role = await publicClient.readContract({
        address: contracts.payouts,
        abi: payoutsAbi,
        functionName: 'PAYER_ROLE',
      });
      const call: TimelockCall = {
        target: contracts.payouts,
        value: 0n,
        data: encodeFunctionData({ abi: payoutsAbi, functionName: 'grantRole', args: [role, address] }),
        predecessor: zeroHash,
        salt: keccak256(address),
      };
      const viaSafe = (tx: SafeTransactionData) =>
        execSafeTransaction({
          publicClient,
          safe: contracts.safe,
          tx,
          signers: safeOwners.slice(0, 2),
          sender: treasury,
        });
      await viaSafe(scheduleTransaction(contracts.timelock, call, BigInt(TEST_TIMELOCK_DELAY_SEC)));
      await publicClient.request({
        method: 'evm_increaseTime' as never,
        params: [TEST_TIMELOCK_DELAY_SEC + 1] as never,
      });
      await publicClient.request({ method: 'evm_mine' as never });
      await viaSafe(executeTransaction(contracts.timelock, call));
    };

    return {
      rpcUrl: node.rpcUrl,
      chainId: anvil.id,
      publicClient,
      testClient,
      treasury,
      treasuryKey,
      liabilitiesPublisher,
      contracts,
      safeOwners,
      timelockDelaySec: TEST_TIMELOCK_DELAY_SEC,
      users,
      recharge,
      usdtBalance,
      setUsdtBalance,
      allowPayer,
      stop: node.stop,
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

/** A worker log that keeps what it was told, so tests can assert no error was logged. */
export function createRecordingLog(): WorkerLog & { errors: string[]; lines: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    info: (msg) => lines.push(`info ${msg}`),
    warn: (msg) => lines.push(`warn ${msg}`),
    error: (msg) => {
      lines.push(`error ${msg}`);
      errors.push(msg);
    },
  };
}

/**
 * A user's deposit the way the web app makes one: approve the Recharge contract for the amount,
 * then `doRecharge`; resolves with the mined receipt of the recharge.
 */
export async function rechargeOnChain(
  rpcUrl: string,
  contracts: { usdt: Address; recharge: Address },
  user: Account,
  amountWei: bigint,
): Promise<TransactionReceipt> {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain: anvil, transport, pollingInterval: 50 });
  const wallet = createWalletClient({ account: user, chain: anvil, transport });
  const confirm = async (hash: Hash) => {
    const receipt = await waitForTestReceipt(rpcUrl, publicClient, hash, user.address);
    if (receipt.status !== 'success') throw new Error(`test transaction ${hash} reverted`);
    return receipt;
  };
  await confirm(
    await wallet.writeContract({
      address: contracts.usdt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [contracts.recharge, amountWei],
    }),
  );
  return confirm(
    await wallet.writeContract({
      address: contracts.recharge,
      abi: rechargeAbi,
      functionName: 'doRecharge',
      args: [amountWei],
    }),
  );
}

/** How long a test waits for its own transaction before it looks at why it is not mined. */
const TEST_RECEIPT_PATIENCE_MS = 60_000;

/**
 * The receipt of a test user's transaction on an automining anvil. Once in a long run on a busy CI
 * machine a user's transaction was never mined (the receipt timed out after 180 s): if it waits
 * in anvil's pool, one block is mined for it; otherwise the error says what the node knew of it
 * (the transaction, the sender's nonces, the pool), so the cause shows in the log.
 */
async function waitForTestReceipt(
  rpcUrl: string,
  publicClient: PublicClient,
  hash: Hash,
  from: Address,
): Promise<TransactionReceipt> {
  try {
    return await publicClient.waitForTransactionReceipt({ hash, timeout: TEST_RECEIPT_PATIENCE_MS });
  } catch (error) {
    if ((error as Error).name !== 'WaitForTransactionReceiptTimeoutError') throw error;
  }
  const describe = async () => {
    const ask = (p: Promise<unknown>) =>
      p.then(
        (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
        (e: Error) => `error: ${e.message.split('\n')[0]}`,
      );
    return [
      `transaction ${await ask(publicClient.getTransaction({ hash }))}`,
      `nonce latest ${await ask(publicClient.getTransactionCount({ address: from, blockTag: 'latest' }))}`,
      `pending ${await ask(publicClient.getTransactionCount({ address: from, blockTag: 'pending' }))}`,
      `block ${await ask(publicClient.getBlockNumber())}`,
      `pool ${await ask(publicClient.request({ method: 'txpool_inspect' as never }))}`,
    ].join('; ');
  };
  const before = await describe();
  const testClient = createTestClient({ chain: anvil, mode: 'anvil', transport: http(rpcUrl) });
  await testClient.mine({ blocks: 1 });
  try {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: TEST_RECEIPT_PATIENCE_MS });
    console.warn(`test transaction ${hash} was mined only after a block was mined for it; before: ${before}`);
    return receipt;
  } catch {
    throw new Error(
      `test transaction ${hash} not mined in ${(2 * TEST_RECEIPT_PATIENCE_MS) / 1000} s: before: ${before}; after: ${await describe()}`,
    );
  }
}

/**
 * The payout worker on this test chain: its treasury, USDT and Payouts contract, at the test depths
 * (a payout confirmed at 1 block, final at 3) and a 500 ms poll; `options` names the database and
 * log and adds or overrides the rest (faults, sweep, pool reward, batch size...).
 */
export function chainPayoutWorker(
  chain: TestChain,
  options: Pick<PayoutWorkerOptions, 'db' | 'log'> & Partial<PayoutWorkerOptions>,
): PayoutWorker {
  return createPayoutWorker({
    publicClient: chain.publicClient,
    walletClient: chain.treasury,
    chainId: chain.chainId,
    tokenAddresses: { USDT: chain.contracts.usdt },
    payoutsAddress: chain.contracts.payouts,
    confirmations: 1,
    finalConfirmations: 3,
    pollMs: 500,
    ...options,
  });
}
