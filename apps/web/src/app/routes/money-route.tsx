import type { RecordType } from '@woohoo/shared/api/money';
import type { Address } from 'viem';
import { RecordsPage } from '../../features/records/components/records-page';

// The money pages (deposit, withdraw, transfer, swap, the four record lists, assets and asset
// details), one chunk (config/route-table.ts picks each page from it), behind the sign-in gate.
export { AssetDetailsPage } from '../../features/assets/components/asset-details-page';
export { AssetsPage } from '../../features/assets/components/assets-page';
export { DepositPage } from '../../features/deposit/components/deposit-page';
export { SwapPage } from '../../features/swap/components/swap-page';
export { TransferPage } from '../../features/transfer/components/transfer-page';
export { WithdrawPage } from '../../features/withdraw/components/withdraw-page';

/** The record list of one type as a page of its own. */
function recordsPageOf(type: RecordType) {
  return function TypedRecordsPage({ address }: { address: Address }) {
    return <RecordsPage address={address} type={type} />;
  };
}

export const DepositRecordsPage = recordsPageOf('deposit');
export const WithdrawRecordsPage = recordsPageOf('withdraw');
export const TransferRecordsPage = recordsPageOf('transfer');
export const SwapRecordsPage = recordsPageOf('swap');
