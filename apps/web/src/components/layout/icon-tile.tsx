import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './icon-tile.module.css';
import type { Tone } from './tone';

/** The corner radius of each tile size the pages use, in pixels (about 30 % of the size). */
const RADII: Partial<Record<number, number>> = {
  28: 9,
  32: 10,
  34: 10,
  36: 11,
  38: 12,
  40: 12,
  42: 14,
  48: 16,
  56: 18,
};

/**
 * An icon on a tile of its tone, `size` pixels square (round when `round`); `radius` rounds its
 * corners by that many pixels instead of the size's own radius. Other attributes (aria-hidden, a
 * data-* state) go to the tile.
 */
export function IconTile({
  size,
  radius,
  tone = 'accent',
  round,
  className,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLSpanElement>, 'style'> & {
  size: number;
  radius?: number;
  tone?: Tone;
  round?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const style = {
    '--tile-size': `${size}px`,
    '--tile-radius': `${radius ?? RADII[size] ?? Math.round(size * 0.3)}px`,
  } as CSSProperties;
  return (
    <span
      {...props}
      className={classNames(styles.tile, className)}
      data-tone={tone}
      data-round={round}
      style={style}
    >
      {children}
    </span>
  );
}
