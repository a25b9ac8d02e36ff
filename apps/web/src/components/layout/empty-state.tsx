import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './empty-state.module.css';
import { IconTile } from './icon-tile';

type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** An icon, shown on a tile. */
  icon?: ReactNode;
  /** A picture of its own instead (a box, an envelope), shown as it is. */
  art?: ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  /** Inside a card: a smaller tile and type. */
  size?: 'sm';
  /** What the user can do about it (a button, a link), under the hint. */
  children?: ReactNode;
};

/** What an empty list or a closed part says: a picture, a title, a hint and what to do about it. */
export function EmptyState({ icon, art, title, hint, size, className, children, ...props }: EmptyStateProps) {
  return (
    <div className={classNames(styles.empty, className)} {...props} data-size={size}>
      {icon && (
        <IconTile size={size === 'sm' ? 48 : 56} className={styles.icon}>
          {icon}
        </IconTile>
      )}
      {art}
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
