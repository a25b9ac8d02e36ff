import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './empty-state.module.css';
import { IconTile } from './icon-tile';

/**
 * What an empty list or a closed part says: an icon on a tile, a title, a hint, and what the
 * user can do about it (`children`, e.g. a button). `size="sm"` inside a card.
 */
export function EmptyState({
  icon,
  title,
  hint,
  size,
  className,
  children,
  testId,
}: {
  icon?: ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  size?: 'sm';
  className?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={classNames(styles.empty, className)} data-size={size} data-testid={testId}>
      {icon && (
        <IconTile size={size === 'sm' ? 48 : 56} className={styles.icon}>
          {icon}
        </IconTile>
      )}
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </div>
  );
}
