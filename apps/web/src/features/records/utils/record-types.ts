import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import type {
  DepositRecord,
  SwapRecord,
  TransferRecord,
  WithdrawalRecord,
} from '../../../lib/money/money-types';
import { RECORD_STATUS_LIST } from '../../../lib/money/record-status';

/** The item type of each record list. */
export type RecordOf = {
  deposit: DepositRecord;
  withdraw: WithdrawalRecord;
  transfer: TransferRecord;
  swap: SwapRecord;
};

/** A choice of the status filter: one state, or every state. */
export type StatusFilter = RecordStatus | 'all';

/**
 * The status filter of a record list: deposits and withdrawals go through the SPEC 4 states;
 * transfers and swaps are always "success", so their lists have no filter (an empty list).
 */
export function statusFilterOptions(type: RecordType): readonly StatusFilter[] {
  return type === 'deposit' || type === 'withdraw' ? ['all', ...RECORD_STATUS_LIST] : [];
}

/** The `status` query parameter of a filter choice ('all' sends none). */
export function statusParam(filter: StatusFilter): RecordStatus | undefined {
  return filter === 'all' ? undefined : filter;
}
