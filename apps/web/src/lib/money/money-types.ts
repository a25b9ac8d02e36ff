import type {
  balanceSchema,
  depositRecordSchema,
  historyEntrySchema,
  swapRecordSchema,
  transferRecordSchema,
  withdrawalRecordSchema,
} from '@woohoo/shared/api/money';
import type { z } from 'zod';

/**
 * The shapes of the money API (packages/shared/src/api/money.ts), as types only: importing the
 * schemas as values would pull zod into the pages' bundles, and the server already validates.
 */
export type Balance = z.infer<typeof balanceSchema>;
export type DepositRecord = z.infer<typeof depositRecordSchema>;
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;
export type TransferRecord = z.infer<typeof transferRecordSchema>;
export type SwapRecord = z.infer<typeof swapRecordSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One page of a paginated list: `GET /api/records/{type}` and `GET /api/assets/history`. */
export type Paged<T> = { items: T[]; page: number; size: number; total: number };
