import type { swapRecordSchema } from '@woohoo/shared/api/money';
import { isQuote, QUOTE_ERROR_CODES, quoteSwap } from '@woohoo/shared/money-rules';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import { postTransfer } from '../ledger/ledger-service';
import type { UserRecord } from '../user/user-record';
import { insertSwap } from './swap-repository';

export type SwapRecord = z.infer<typeof swapRecordSchema>;

/**
 * The instant swap USDT -> USDB at 1:1 minus the fee (SPEC 1). The USDT goes to the swap reserve
 * (and the fee to the platform); the USDB is issued against it, so both assets still balance.
 */
export async function swap(
  deps: { db: Db; feeBps: bigint },
  user: UserRecord,
  input: { amountWei: bigint; idempotencyKey: string | undefined },
): Promise<SwapRecord> {
  const quote = quoteSwap(input.amountWei, deps.feeBps);
  if (!isQuote(quote)) throw new AppError(QUOTE_ERROR_CODES[quote]);
  const body = { from: 'USDT', to: 'USDB', amount: input.amountWei };
  return runIdempotent(
    deps.db,
    { userId: user.id, key: input.idempotencyKey, scope: 'swap', body },
    async (tx) => {
      const row = await insertSwap(tx, {
        userId: user.id,
        amountWei: quote.amountWei,
        feeWei: quote.feeWei,
        receivedWei: quote.receivedWei,
      });
      if (!row) throw new Error('swap insert returned nothing');
      await postTransfer(tx, {
        idempotencyKey: `swap:${row.id}`,
        kind: 'swap',
        refId: row.id,
        postings: [
          { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: -quote.amountWei },
          { account: { system: 'swap_reserve' }, asset: 'USDT', deltaWei: quote.receivedWei },
          ...(quote.feeWei > 0n
            ? [{ account: { system: 'fees' as const }, asset: 'USDT' as const, deltaWei: quote.feeWei }]
            : []),
          { account: { system: 'issuance' }, asset: 'USDB', deltaWei: -quote.receivedWei },
          { account: { userId: user.id, bucket: 'available' }, asset: 'USDB', deltaWei: quote.receivedWei },
        ],
      });
      return {
        id: row.id,
        time: new Date(row.created_at).toISOString(),
        address: user.address,
        from: 'USDT' as const,
        to: 'USDB' as const,
        amount: quote.amountWei.toString(),
        fee: quote.feeWei.toString(),
        received: quote.receivedWei.toString(),
        status: 'success' as const,
      };
    },
  );
}
