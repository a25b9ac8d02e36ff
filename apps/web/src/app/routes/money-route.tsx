import type { Address } from 'viem';
import { AssetDetailsPage } from '../../features/assets/components/asset-details-page';
import { AssetsPage } from '../../features/assets/components/assets-page';
import { DepositPage } from '../../features/deposit/components/deposit-page';
import { RecordsPage } from '../../features/records/components/records-page';
import { SwapPage } from '../../features/swap/components/swap-page';
import { TransferPage } from '../../features/transfer/components/transfer-page';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import type { MoneyRoutePage } from '../route-table';

registerFullEnglish();

/**
 * The money pages (deposit, withdraw, transfer, swap, the four record lists, assets and asset
 * details), composed from their features; the app puts them behind the sign-in gate. One lazy chunk for all of them: they link to each other, so after the first
 * one the rest open at once, and the home page's preload map names one file instead of ten.
 */
export default function MoneyRoute({ page, address }: { page: MoneyRoutePage; address: Address }) {
  switch (page) {
    case 'assets':
      return <AssetsPage address={address} />;
    case 'assetDetails':
      return <AssetDetailsPage address={address} />;
    case 'deposit':
      return <DepositPage address={address} />;
    case 'withdraw':
      return <WithdrawPage address={address} />;
    case 'transfer':
      return <TransferPage address={address} />;
    case 'swap':
      return <SwapPage address={address} />;
    case 'depositRecords':
      return <RecordsPage key="deposit" address={address} type="deposit" />;
    case 'withdrawRecords':
      return <RecordsPage key="withdraw" address={address} type="withdraw" />;
    case 'transferRecords':
      return <RecordsPage key="transfer" address={address} type="transfer" />;
    case 'swapRecords':
      return <RecordsPage key="swap" address={address} type="swap" />;
  }
}
