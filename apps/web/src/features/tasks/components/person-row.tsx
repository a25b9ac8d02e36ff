import type { ReactNode } from 'react';
import { ListRow } from '../../../components/layout/list-row';
import { shortenAddress } from '../../../lib/format/shorten-address';
import styles from './tasks.module.css';

/** A colour of its own for each address, so friends are told apart at a glance. */
function avatarStyle(address: string) {
  const hue = Number.parseInt(address.slice(2, 6), 16) % 360;
  return { background: `linear-gradient(140deg, hsl(${hue} 55% 48%), hsl(${(hue + 40) % 360} 60% 32%))` };
}

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
      icon={
        <span className={styles.avatar} style={avatarStyle(address)} aria-hidden="true">
          {address.slice(2, 4).toUpperCase()}
        </span>
      }
      title={
        <span className={styles.personAddress} title={address} translate="no">
          {shortenAddress(address)}
        </span>
      }
      hint={status}
      end={action}
    />
  );
}
