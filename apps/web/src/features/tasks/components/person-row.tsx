import type { ReactNode } from 'react';
import { AddressAvatar } from '../../../components/layout/address-avatar';
import { ListRow } from '../../../components/layout/list-row';
import textStyle from '../../../components/layout/text.module.css';
import { shortenAddress } from '../../../lib/format/shorten-address';

/** A direct referral in the gifts or mentorships list: avatar, short address, status and action. */
export function PersonRow({
  address,
  status,
  action,
  testId,
  done,
}: {
  address: string;
  status: ReactNode;
  action?: ReactNode;
  testId: string;
  done: boolean;
}) {
  return (
    <ListRow
      data-testid={testId}
      data-done={done}
      data-address={address}
      icon={<AddressAvatar address={address} size={36} />}
      title={
        <span className={`${textStyle.mono} ${textStyle.strong}`} title={address} translate="no">
          {shortenAddress(address)}
        </span>
      }
      hint={status}
      end={action}
    />
  );
}
