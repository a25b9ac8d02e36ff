import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
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
import { anvil } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilInstance, startAnvil } from '../anvil';
import { deployStep } from '../deploy-steps';
import { findFreePort } from '../find-free-port';
import { testTokenArtifact } from '../generated/artifacts';
import { createSafe, deploySafeContracts, type SafeContracts } from './deploy-safe';
import { multiSendTransaction } from './multi-send';
import { safeL2Artifact } from './safe-artifacts';
import {
  encodeSafeSignatures,
  execSafeTransaction,
  SAFE_OPERATION,
  type SafeTransactionData,
  SafeTransactionError,
  safeSignersProblem,
  safeTxHash,
  sendSafeTransaction,
  signSafeTransaction,
} from './safe-transaction';

/** anvil's well-known dev mnemonic; its accounts are ANVIL_ACCOUNTS. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** A fresh anvil under BNB Chain's id, as the rehearsal's stand-in runs; the EIP-712 domain carries it. */
const CHAIN = { ...anvil, id: 56 } as const satisfies Chain;
const [A, B, C, D] = ANVIL_ACCOUNTS;
const account = (addressIndex: number) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex });
const signatureOf = (fill: string): Hex => `0x${fill.repeat(130)}`;

describe('Safe transactions on anvil with chain id 56 (a 2-of-3 Safe)', () => {
  // Account 0 deploys, 1..3 own the Safe, 4 receives, 5 sends (pays gas, owns nothing), 6 is an outsider.
  const deployer = account(0);
  const [owner1, owner2, owner3] = [account(1), account(2), account(3)];
  const sender = account(5);
  const outsider = account(6);
  const receiver = ANVIL_ACCOUNTS[4];
  let node: AnvilInstance;
  let publicClient: PublicClient;
  let asSender: WalletClient<Transport, Chain, Account>;
  let contracts: SafeContracts;
  let safe: Address;
  let token: Address;

  beforeAll(async () => {
    node = await startAnvil({ port: await findFreePort(), chainId: CHAIN.id });
    const transport = http(node.rpcUrl);
    publicClient = createPublicClient({ chain: CHAIN, transport });
    asSender = createWalletClient({ account: sender, chain: CHAIN, transport });
    const steps = {
      publicClient,
      walletClient: createWalletClient({ account: deployer, chain: CHAIN, transport }),
    };
    contracts = (await deploySafeContracts(steps)).addresses;
    const owners = [owner1, owner2, owner3].map((owner) => owner.address);
    safe = (await createSafe(steps, contracts, { owners, threshold: 2, saltNonce: 0n })).address;
    await publicClient.waitForTransactionReceipt({
      hash: await steps.walletClient.sendTransaction({ to: safe, value: parseEther('10') }),
    });
    const created = await deployStep(steps, 'deploy a token the Safe owns', {
      source: 'src/TestToken.sol:TestToken',
      ...testTokenArtifact,
      args: ['Safe Token', 'SAFE', safe],
    });
    token = created.address;
  });

  afterAll(async () => {
    await node?.stop();
  });

  const balance = (address: Address) => publicClient.getBalance({ address });
  const senderNonce = () => publicClient.getTransactionCount({ address: sender.address });
  const safeNonce = () =>
    publicClient.readContract({ address: safe, abi: safeL2Artifact.abi, functionName: 'nonce' });
  const tokenBalance = (holder: Address) =>
    publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
  const mintCall = (to: Address, amountWei: bigint) =>
    encodeFunctionData({ abi: testTokenArtifact.abi, functionName: 'mint', args: [to, amountWei] });
  const valueTransfer = (valueWei: bigint): SafeTransactionData => ({
    to: receiver,
    value: valueWei,
    data: '0x',
    operation: SAFE_OPERATION.call,
  });

  it('computes the same safeTxHash as the Safe', async () => {
    const tx: SafeTransactionData = { to: token, value: 5n, data: mintCall(receiver, 7n), operation: 0 };
    for (const nonce of [0n, 41n]) {
      const onChain = await publicClient.readContract({
        address: safe,
        abi: safeL2Artifact.abi,
        functionName: 'getTransactionHash',
        args: [tx.to, tx.value, tx.data, tx.operation, 0n, 0n, 0n, zeroAddress, zeroAddress, nonce],
      });
      expect(safeTxHash({ chainId: CHAIN.id, safe, tx, nonce })).toBe(onChain);
    }
  });

  it('sends a value transfer signed by two owners in any order, from a non-owner', async () => {
    const nonce = await safeNonce();
    const [safeBefore, receiverBefore] = await Promise.all([balance(safe), balance(receiver)]);
    const tx = valueTransfer(parseEther('1'));
    const execution = await execSafeTransaction({
      publicClient,
      safe,
      tx,
      signers: [owner3, owner1],
      sender: asSender,
    });
    expect(execution.safeTxHash).toBe(safeTxHash({ chainId: CHAIN.id, safe, tx, nonce }));
    expect(await balance(safe)).toBe(safeBefore - parseEther('1'));
    expect(await balance(receiver)).toBe(receiverBefore + parseEther('1'));
    expect(await safeNonce()).toBe(nonce + 1n);
    const receipt = await publicClient.getTransactionReceipt({ hash: execution.transactionHash });
    expect(receipt.from).toBe(sender.address.toLowerCase());
  });

  it('calls a contract as the Safe: the token it owns mints', async () => {
    const before = await tokenBalance(receiver);
    const tx = { to: token, value: 0n, data: mintCall(receiver, 500n), operation: SAFE_OPERATION.call };
    await execSafeTransaction({
      publicClient,
      safe,
      tx,
      signers: [owner1, owner2, owner3],
      sender: asSender,
    });
    expect(await tokenBalance(receiver)).toBe(before + 500n);
  });

  it('refuses before sending when fewer distinct owners than the threshold signed', async () => {
    const [nonce, sent] = await Promise.all([safeNonce(), senderNonce()]);
    const tx = valueTransfer(1n);
    for (const signers of [[owner2], [owner2, owner2]]) {
      const attempt = execSafeTransaction({ publicClient, safe, tx, signers, sender: asSender });
      await expect(attempt).rejects.toThrow(SafeTransactionError);
      await expect(attempt).rejects.toThrow(
        /refused before sending: 1 distinct owner\(s\) signed, the threshold is 2/,
      );
    }
    expect(await safeNonce()).toBe(nonce);
    expect(await senderNonce()).toBe(sent);
  });

  it('refuses a signature from a non-owner before sending, and the Safe refuses it too', async () => {
    const sent = await senderNonce();
    const tx = valueTransfer(1n);
    const attempt = execSafeTransaction({
      publicClient,
      safe,
      tx,
      signers: [owner1, outsider],
      sender: asSender,
    });
    await expect(attempt).rejects.toThrow(`signer ${outsider.address} is not an owner`);
    expect(await senderNonce()).toBe(sent);

    const target = { chainId: CHAIN.id, safe, tx, nonce: await safeNonce() };
    const signatures = encodeSafeSignatures(await signSafeTransaction(target, [owner1, outsider]));
    await expect(
      sendSafeTransaction({ publicClient, safe, tx, signatures, sender: asSender }),
    ).rejects.toThrow(/GS026/);
  });

  it('refuses a replay: the same signed transaction sent again fails once the nonce moved on', async () => {
    const tx = valueTransfer(parseEther('0.5'));
    const target = { chainId: CHAIN.id, safe, tx, nonce: await safeNonce() };
    const signatures = encodeSafeSignatures(await signSafeTransaction(target, [owner1, owner2]));
    await sendSafeTransaction({ publicClient, safe, tx, signatures, sender: asSender });
    const afterFirst = await balance(receiver);
    const replay = sendSafeTransaction({ publicClient, safe, tx, signatures, sender: asSender });
    await expect(replay).rejects.toThrow(SafeTransactionError);
    await expect(replay).rejects.toThrow(/\(GS026: a signature is not from an owner/);
    expect(await balance(receiver)).toBe(afterFirst);
    expect(await safeNonce()).toBe(target.nonce + 1n);
  });

  it('runs a MultiSend batch of two calls as one Safe transaction', async () => {
    const nonce = await safeNonce();
    const [tokensBefore, ethBefore] = await Promise.all([
      tokenBalance(outsider.address),
      balance(outsider.address),
    ]);
    const tx = multiSendTransaction(contracts.multiSendCallOnly, [
      { to: token, value: 0n, data: mintCall(outsider.address, 42n) },
      { to: outsider.address, value: parseEther('2'), data: '0x' },
    ]);
    await execSafeTransaction({ publicClient, safe, tx, signers: [owner2, owner3], sender: asSender });
    expect(await tokenBalance(outsider.address)).toBe(tokensBefore + 42n);
    expect(await balance(outsider.address)).toBe(ethBefore + parseEther('2'));
    expect(await safeNonce()).toBe(nonce + 1n);
  });

  it("throws with the inner revert when the Safe's call fails, leaving the nonce unused", async () => {
    const nonce = await safeNonce();
    // The Safe holds none of the token: the transfer reverts, and with no refund set the Safe
    // reverts with the token's own error instead of spending the nonce.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] });
    const tx = { to: token, value: 0n, data, operation: SAFE_OPERATION.call };
    const attempt = execSafeTransaction({
      publicClient,
      safe,
      tx,
      signers: [owner1, owner2],
      sender: asSender,
    });
    await expect(attempt).rejects.toThrow(SafeTransactionError);
    await expect(attempt).rejects.toThrow(`reverted with ERC20InsufficientBalance(${safe}, 0, 1)`);
    expect(await safeNonce()).toBe(nonce);
  });
});

describe('encodeSafeSignatures', () => {
  it('orders the signatures by signer address, whatever order they came in', () => {
    // As numbers: C (0x3C44…) < B (0x7099…) < A (0xf39F…).
    const encoded = encodeSafeSignatures([
      { signer: A, signature: signatureOf('a') },
      { signer: B, signature: signatureOf('b') },
      { signer: C, signature: signatureOf('c') },
    ]);
    expect(encoded).toBe(`0x${'c'.repeat(130)}${'b'.repeat(130)}${'a'.repeat(130)}`);
  });
});

describe('safeSignersProblem', () => {
  const safe = { owners: [A, B, C], threshold: 2n };

  it('accepts at least threshold distinct owners', () => {
    expect(safeSignersProblem([A, C], safe)).toBeUndefined();
    expect(safeSignersProblem([C, B, A], safe)).toBeUndefined();
  });

  it('refuses fewer distinct owners than the threshold, counting a repeated owner once', () => {
    expect(safeSignersProblem([A], safe)).toBe('1 distinct owner(s) signed, the threshold is 2');
    expect(safeSignersProblem([A, A.toLowerCase() as typeof A], safe)).toBe(
      '1 distinct owner(s) signed, the threshold is 2',
    );
  });

  it('refuses a signer who is not an owner', () => {
    expect(safeSignersProblem([A, D], safe)).toBe(`signer ${D} is not an owner`);
  });
});
