import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './status-badge.module.css';
import type { Tone } from './tone';

/** A state as a coloured pill, with a dot unless `dot={false}` ("Success", "Claimable", "Held"). */
export function StatusBadge({
  tone,
  dot = true,
  className,
  ...props
}: ComponentProps<'span'> & { tone: Tone; dot?: boolean }) {
  return <span className={classNames(styles.badge, className)} {...props} data-tone={tone} data-dot={dot} />;
}
