import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './status-badge.module.css';
import type { Tone } from './tone';

/** A state as a coloured pill with a dot ("Success", "Claimable", "In progress"). */
export function StatusBadge({ tone, className, ...props }: ComponentProps<'span'> & { tone: Tone }) {
  return <span className={classNames(styles.badge, className)} {...props} data-tone={tone} />;
}
