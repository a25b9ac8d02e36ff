import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './notice.module.css';
import type { Tone } from './tone';

/** A line the user must read, tinted in its tone (a warning in the accent unless said), with its icon. */
export function Notice({
  as: Element = 'div',
  tone = 'accent',
  icon,
  end,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'p';
  tone?: Tone;
  icon?: ReactNode;
  /** What the user can do about it, after the text (a button). */
  end?: ReactNode;
}) {
  return (
    <Element className={classNames(styles.notice, className)} {...props} data-tone={tone}>
      {icon}
      <span className={styles.text}>{children}</span>
      {end}
    </Element>
  );
}
