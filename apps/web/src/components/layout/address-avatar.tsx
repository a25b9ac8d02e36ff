import type { CSSProperties } from 'react';
import styles from './address-avatar.module.css';

/**
 * A round mark of an address, `size` pixels wide: a gradient of a hue of its own (so people are
 * told apart at a glance) behind its first two hex digits.
 */
export function AddressAvatar({ address, size }: { address: string; size: number }) {
  const hue = Number.parseInt(address.slice(2, 6), 16) % 360;
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-font': `${Math.round(size / 3)}px`,
    background: `linear-gradient(140deg, hsl(${hue} 55% 48%), hsl(${(hue + 40) % 360} 60% 32%))`,
  } as CSSProperties;
  return (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {address.slice(2, 4).toUpperCase()}
    </span>
  );
}
