import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import { ChevronIcon } from '../icons';
import { IconTile } from './icon-tile';
import styles from './tile-grid.module.css';

/** A grid of shortcut tiles, four to a row (a <ul> of TileLinks). */
export function TileGrid({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={classNames(styles.grid, className)} {...props} />;
}

/** A shortcut: its icon on a tile over its label, the whole tile a link. */
export function TileLink({
  to,
  icon,
  label,
  wide,
  testId,
}: {
  to: string;
  icon: ReactNode;
  label: ReactNode;
  /** A tile across its row (its <li> spans the grid): icon, label and a chevron on one line. */
  wide?: boolean;
  testId?: string;
}) {
  return (
    <Link to={to} className={styles.tile} data-testid={testId} data-wide={wide}>
      <IconTile size={40}>{icon}</IconTile>
      <span className={styles.label}>{label}</span>
      {wide && <ChevronIcon size={16} className={`flip-in-rtl ${styles.chevron}`} />}
    </Link>
  );
}
