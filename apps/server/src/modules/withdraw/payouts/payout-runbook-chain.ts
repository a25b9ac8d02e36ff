import { payoutsAbi } from '@woohoo/contracts/abis';
import type { Asset } from '@woohoo/shared/assets';
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  type PublicClient,
  parseEventLogs,
  parseTransaction,
  TransactionReceiptNotFoundError,
} from 'viem';
import { finalHead, readChainHeads } from '../../../chain/finality';
import type { Queryable } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import { type RunbookPayoutRow, selectPayoutRef, selectPayoutTransactions } from '../payout-repository';
import { payoutIdOf } from './payout-id';
import { readPaidBlock } from './payout-paid-block';
import { type NonceFacts, paidByMismatch, type VanishedFacts } from './payout-runbook-rules';

/** What the runbook reads of the chain: the treasury's payouts, by the worker's finality rule. */
export type PayoutRunbookChain = {
  publicClient: PublicClient;
  chainId: number;
  /** The treasury: every payout is signed from it. */
  from: Address;
  tokenAddresses: Partial<Record<Asset, Address>>;
  /** The Payouts contract (PAYOUTS_ADDRESS): asked before a retry whether the payout's id is paid. */
  payouts: Address | undefined;
  confirmations: number;
  useFinalizedTag: boolean;
};

const receiptOf = (chain: PayoutRunbookChain, hash: Hash) =>
  chain.publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });

/** The receipts found among the transactions signed for one payout's nonce. */
async function receiptsOf(chain: PayoutRunbookChain, row: RunbookPayoutRow) {
  const receipts: ('success' | 'reverted')[] = [];
  for (const hash of row.tx_hashes) {
    const receipt = await receiptOf(chain, hash);
    if (receipt) receipts.push(receipt.status);
  }
  return receipts;
}

/** What the chain shows now of one payout's nonce. */
export async function nonceFacts(
  chain: PayoutRunbookChain,
  row: RunbookPayoutRow,
  minedCount?: number,
): Promise<NonceFacts> {
  const receipts = await receiptsOf(chain, row);
  const count =
    minedCount ?? (await chain.publicClient.getTransactionCount({ address: chain.from, blockTag: 'latest' }));
  return { minedCount: count, receipts };
}

/** The final block by the worker's rule ("Deposits and payouts at finality"), if there is one yet. */
async function finalBlock(chain: PayoutRunbookChain): Promise<bigint | undefined> {
  const heads = await readChainHeads(chain.publicClient, chain.useFinalizedTag);
  return finalHead(heads, chain.confirmations).block;
}

/** The withdrawal's payout id on chain (docs/rules.md "Payouts exactly once"). */
export async function payoutIdOfWithdrawal(
  tx: Queryable,
  chain: PayoutRunbookChain,
  withdrawalId: string,
): Promise<Hex> {
  const ref = await selectPayoutRef(tx, withdrawalId);
  if (!ref) throw new AppError('withdrawalNotFound');
  return payoutIdOf(chain.chainId, ref);
}

/** The block the chain paid this payout id in; 0n when unpaid (or without a Payouts contract). */
export function paidBlockOf(chain: PayoutRunbookChain, id: Hex): Promise<bigint> {
  return chain.payouts ? readPaidBlock(chain.publicClient, chain.payouts, id) : Promise.resolve(0n);
}

/**
 * Whether a signed transaction is `Payouts.pay` of `id`. A payout recognised from the chain has
 * no signed bytes ('0x'): it was found by its id's `Paid` event, so it is one.
 */
function paysIdCall(signedTx: Hex, payouts: Address | undefined, id: Hex): boolean {
  if (signedTx === '0x') return true;
  const sent = parseTransaction(signedTx);
  if (!payouts || !sent.to || !sent.data || sent.to.toLowerCase() !== payouts.toLowerCase()) return false;
  try {
    const call = decodeFunctionData({ abi: payoutsAbi, data: sent.data });
    return call.functionName === 'pay' && call.args[0].toLowerCase() === id.toLowerCase();
  } catch {
    // Not a Payouts call (a plain transfer signed before payouts named their id).
    return false;
  }
}

/** What the chain shows of a vanished payout, for the runbook's rules (`VanishedFacts`). */
export async function vanishedFacts(
  tx: Queryable,
  chain: PayoutRunbookChain,
  row: RunbookPayoutRow,
  id: Hex,
): Promise<VanishedFacts> {
  const final = await finalBlock(chain);
  const finalMinedCount =
    final === undefined
      ? 0
      : await chain.publicClient.getTransactionCount({ address: chain.from, blockNumber: final });
  const signed = await selectPayoutTransactions(tx, row.withdrawal_id);
  return {
    nonce: BigInt(row.nonce),
    receipts: await receiptsOf(chain, row),
    finalMinedCount,
    paidBlock: await paidBlockOf(chain, id),
    guardedById: signed.length > 0 && signed.every((t) => paysIdCall(t.signed_tx, chain.payouts, id)),
  };
}

/**
 * The receipt of `txHash` judged against the withdrawal: its block, and whether it carries the
 * Payouts `Paid` event of `id`, when it pays the withdrawal; refused otherwise.
 */
export async function checkPaidOnChain(
  chain: PayoutRunbookChain,
  row: RunbookPayoutRow,
  txHash: Hash,
  id: Hex,
): Promise<{ blockNumber: bigint; paysId: boolean }> {
  const token = chain.tokenAddresses[row.asset];
  const receipt = await receiptOf(chain, txHash);
  if (!token || !receipt)
    throw new AppError('payoutTransactionMismatch', 'the transaction is not on the chain');
  const final = await finalBlock(chain);
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map((l) => ({
    token: l.address,
    from: l.args.from,
    to: l.args.to,
    value: l.args.value,
  }));
  const mismatch = paidByMismatch(
    { token, from: chain.from, to: row.to_address, sentWei: BigInt(row.amount) - BigInt(row.fee) },
    { status: receipt.status, final: final !== undefined && receipt.blockNumber <= final, transfers },
  );
  if (mismatch) throw new AppError('payoutTransactionMismatch', mismatch);
  const payouts = chain.payouts?.toLowerCase();
  const paysId = parseEventLogs({ abi: payoutsAbi, eventName: 'Paid', logs: receipt.logs }).some(
    (l) => l.address.toLowerCase() === payouts && l.args.id.toLowerCase() === id.toLowerCase(),
  );
  return { blockNumber: receipt.blockNumber, paysId };
}
