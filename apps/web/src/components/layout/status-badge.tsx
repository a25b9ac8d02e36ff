import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './status-badge.module.css';
import type { Tone } from './tone';

/**
 * A state as a coloured pill, with a dot unless `dot={false}` ("Success", "Claimable", "Held");
 * `plain` leaves the dot and the word without the pill, `square` rounds its corners less.
 */
export function StatusBadge({
  tone,
  dot = true,
  plain,
  square,
  className,
  ...props
}: ComponentProps<'span'> & { tone: Tone; dot?: boolean; plain?: boolean; square?: boolean }) {
  return (
    <span
      className={classNames(styles.badge, className)}
      {...props}
      data-tone={tone}
      data-dot={dot}
      data-plain={plain}
      data-square={square}
    />
  );
}
