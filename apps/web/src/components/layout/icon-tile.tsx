import type { CSSProperties, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './icon-tile.module.css';
import type { Tone } from './tone';

/** An icon on a tile of its tone, `size` pixels square (round when `round`). */
export function IconTile({
  size,
  tone = 'accent',
  round,
  className,
  children,
}: {
  size: number;
  tone?: Tone;
  round?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const style = { '--tile-size': `${size}px` } as CSSProperties;
  return (
    <span className={classNames(styles.tile, className)} data-tone={tone} data-round={round} style={style}>
      {children}
    </span>
  );
}
