// When a deposit is included and when the API shows it credited: the two ends of the
// deposit_credit_ms figure. Inclusion is the moment the rehearsal first sees the recharge's receipt
// (polled every 25 ms; anvil's block timestamps are whole seconds, too coarse at 0.75 s a block).
import * as routes from '@woohoo/shared/endpoints/routes';
import type { Hash, PublicClient } from 'viem';
import { call } from './api';
import { until } from './progress';

const RECEIPT_POLL_MS = 25;
const API_POLL_MS = 50;
/** Generous on a loaded machine: two blocks to finality plus the indexer's poll, many times over. */
const CREDIT_TIMEOUT_MS = 120_000;

export async function inclusionTime(publicClient: PublicClient, hash: Hash): Promise<number> {
  return until(
    `the receipt of ${hash}`,
    async () => {
      const receipt = await publicClient.getTransactionReceipt({ hash }).catch(() => undefined);
      if (!receipt) return undefined;
      if (receipt.status !== 'success') throw new Error(`recharge ${hash} reverted`);
      return Date.now();
    },
    { timeoutMs: CREDIT_TIMEOUT_MS, everyMs: RECEIPT_POLL_MS },
  );
}

export type DepositRecord = { txHash: string; status: string; amount: string };

/** The deposit record of transaction `hash`. */
export const ofTransaction = (hash: Hash) => (record: DepositRecord) =>
  record.txHash.toLowerCase() === hash.toLowerCase();

/** Resolves with the moment the caller's deposit record that `matches` reads `success`. */
export async function creditedTime(
  baseUrl: string,
  token: string,
  matches: (record: DepositRecord) => boolean,
): Promise<number> {
  return until(
    `a deposit credited through ${baseUrl}`,
    async () => {
      const page = await call<{ items: DepositRecord[] }>(baseUrl, routes.records.list.deposit, {
        token,
        query: { size: '20' },
      });
      const record = page.items.find(matches);
      return record?.status === 'success' ? Date.now() : undefined;
    },
    { timeoutMs: CREDIT_TIMEOUT_MS, everyMs: API_POLL_MS },
  );
}
