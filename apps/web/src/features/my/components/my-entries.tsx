import type { ComponentType } from 'react';
import type { IconProps } from '../../../components/icon-base';
import {
  DepositIcon,
  GiftIcon,
  MegaphoneIcon,
  SwapIcon,
  TeamIcon,
  TransferIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { LocaleResource } from '../../../lib/i18n/i18n';
import { PinIcon, ReceiptIcon, ScaleIcon, ShieldIcon, TasksIcon, TrophyIcon } from './my-icons';

type RouteTitle = `route.${keyof LocaleResource['route']}`;
type RecordLabel = `my.records.${Exclude<keyof LocaleResource['my']['records'], 'title'>}`;

export type MyEntry = {
  key: string;
  to: string;
  /** The page's own title where it fits a list row, so a row and the page it opens agree. */
  label: RouteTitle;
  Icon: ComponentType<IconProps>;
};

/** SPEC 3 "Records": deposit, withdrawal and transfer, and the swap records (SPEC 2). */
export const RECORD_TILES: readonly (Omit<MyEntry, 'label'> & { label: RecordLabel })[] = [
  { key: 'depositRecords', to: paths.depositRecords(), label: 'my.records.deposit', Icon: DepositIcon },
  {
    key: 'withdrawRecords',
    to: paths.withdrawRecords(),
    label: 'my.records.withdraw',
    Icon: WithdrawIcon,
  },
  {
    key: 'transferRecords',
    to: paths.transferRecords(),
    label: 'my.records.transfer',
    Icon: TransferIcon,
  },
  { key: 'swapRecords', to: paths.swapRecords(), label: 'my.records.swap', Icon: SwapIcon },
];

/**
 * The my page's entries (SPEC 2's page list), in groups. KYC and the language are the last
 * group's rows too, drawn apart: KYC carries its state, the language its picker.
 */
export const ENTRY_GROUPS: readonly { key: 'services' | 'mall'; entries: readonly MyEntry[] }[] = [
  {
    key: 'services',
    entries: [
      { key: 'assets', to: paths.assets(), label: 'route.bscAssets', Icon: WalletIcon },
      { key: 'team', to: paths.team(), label: 'route.team', Icon: TeamIcon },
      { key: 'ranking', to: paths.ranking(), label: 'route.rankingList', Icon: TrophyIcon },
      { key: 'tasks', to: paths.tasks(), label: 'route.taskCenter', Icon: TasksIcon },
      { key: 'gifts', to: paths.giftCollection(), label: 'route.giftInscriptionCollection', Icon: GiftIcon },
      { key: 'transparency', to: paths.transparency(), label: 'route.transparency', Icon: ScaleIcon },
    ],
  },
  {
    key: 'mall',
    entries: [
      { key: 'orders', to: paths.myOrders(), label: 'route.myOrder', Icon: ReceiptIcon },
      { key: 'addresses', to: paths.addresses(), label: 'route.addressManagement', Icon: PinIcon },
    ],
  },
];

export const KYC_ENTRY: MyEntry = { key: 'kyc', to: paths.kyc(), label: 'route.kyc', Icon: ShieldIcon };
export const ANNOUNCEMENTS_ENTRY: MyEntry = {
  key: 'announcements',
  to: paths.announcements(),
  label: 'route.announcement',
  Icon: MegaphoneIcon,
};
