import type { ReactNode } from 'react';
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
    <li className={styles.person} data-testid={testId} data-done={done} data-address={address}>
      <span className={styles.avatar} style={avatarStyle(address)} aria-hidden="true">
        {address.slice(2, 4).toUpperCase()}
      </span>
      <div className={styles.personHead}>
        <span className={styles.personAddress} title={address} translate="no">
          {shortenAddress(address)}
        </span>
        {status}
      </div>
      {action && <div className={styles.personAction}>{action}</div>}
    </li>
  );
}
