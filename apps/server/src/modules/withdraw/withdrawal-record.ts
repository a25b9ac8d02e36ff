import type { withdrawalRecordSchema } from '@woohoo/shared/api/money';
import type { z } from 'zod';
import type { WithdrawalRow } from './withdraw-repository';

export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

/** A withdrawal as the API shows it, with the explorer link of its payout when there is one. */
export function toWithdrawalRecord(row: WithdrawalRow, explorerUrl: string | undefined): WithdrawalRecord {
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    address: row.to_address,
    asset: row.asset,
    amount: row.amount,
    fee: row.fee,
    received: (BigInt(row.amount) - BigInt(row.fee)).toString(),
    status: row.status,
    txHash: row.tx_hash,
    explorerUrl: explorerTxUrl(explorerUrl, row.tx_hash),
    rejectReason: row.reject_reason,
  };
}

/** The explorer page of a transaction, when there is an explorer and a transaction. */
export function explorerTxUrl(explorerUrl: string | undefined, txHash: string | null): string | null {
  return txHash && explorerUrl ? `${explorerUrl.replace(/\/+$/, '')}/tx/${txHash}` : null;
}
