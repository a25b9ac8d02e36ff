import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './notice.module.css';
import type { Tone } from './tone';

/** A line the user must read, tinted in its tone (a warning in the accent unless said), with its icon. */
export function Notice({
  as: Element = 'div',
  tone = 'accent',
  icon,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'p'; tone?: Tone; icon?: ReactNode }) {
  return (
    <Element className={classNames(styles.notice, className)} {...props} data-tone={tone}>
      {icon}
      <span className={styles.text}>{children}</span>
    </Element>
  );
}
