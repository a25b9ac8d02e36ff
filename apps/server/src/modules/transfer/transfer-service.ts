import type { transferRecordSchema } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import { isQuote, QUOTE_ERROR_CODES, quoteTransfer } from '@woohoo/shared/money-rules';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import { postTransfer } from '../ledger/ledger-service';
import type { UserRecord } from '../user/user-record';
import { findUserByAddress } from '../user/user-service';
import { insertTransferRecord } from './transfer-repository';

export type TransferRecord = z.infer<typeof transferRecordSchema>;

/**
 * A transfer to another registered wallet (SPEC 1, 5, 9): the fee comes out of the amount, the
 * recipient gets the rest, and both sides see a record. One transaction, one idempotency key.
 */
export async function transfer(
  deps: { db: Db; feeBps: bigint },
  sender: UserRecord,
  input: { asset: Asset; amountWei: bigint; to: string; idempotencyKey: string | undefined },
): Promise<TransferRecord> {
  const quote = quoteTransfer(input.amountWei, deps.feeBps);
  if (!isQuote(quote)) throw new AppError(QUOTE_ERROR_CODES[quote]);
  if (input.to === sender.address) throw new AppError('transferToSelf');
  const recipient = await findUserByAddress(deps.db, input.to);
  if (!recipient) throw new AppError('recipientNotFound');
  const body = { asset: input.asset, amount: input.amountWei, to: input.to };
  return runIdempotent(
    deps.db,
    { userId: sender.id, key: input.idempotencyKey, scope: 'transfer', body },
    async (tx) => {
      const row = await insertTransferRecord(tx, {
        fromUserId: sender.id,
        toUserId: recipient.id,
        asset: input.asset,
        amountWei: quote.amountWei,
        feeWei: quote.feeWei,
      });
      if (!row) throw new Error('transfer insert returned nothing');
      await postTransfer(tx, {
        idempotencyKey: `transfer:${row.id}`,
        kind: 'transfer',
        refId: row.id,
        postings: [
          {
            account: { userId: sender.id, bucket: 'available' },
            asset: input.asset,
            deltaWei: -quote.amountWei,
          },
          {
            account: { userId: recipient.id, bucket: 'available' },
            asset: input.asset,
            deltaWei: quote.receivedWei,
          },
          ...(quote.feeWei > 0n
            ? [{ account: { system: 'fees' as const }, asset: input.asset, deltaWei: quote.feeWei }]
            : []),
        ],
      });
      return {
        id: row.id,
        time: new Date(row.created_at).toISOString(),
        address: recipient.address,
        direction: 'out' as const,
        asset: input.asset,
        amount: quote.amountWei.toString(),
        fee: quote.feeWei.toString(),
        received: quote.receivedWei.toString(),
        status: 'success' as const,
      };
    },
  );
}
