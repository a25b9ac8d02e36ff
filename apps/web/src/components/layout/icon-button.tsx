import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './icon-button.module.css';

/** A round button that is only an icon; `label` names it for screen readers (WCAG 4.1.2). */
export function IconButton({
  label,
  className,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { label: string; children: ReactNode }) {
  return (
    <button type="button" className={classNames(styles.button, className)} {...props}>
      {children}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
