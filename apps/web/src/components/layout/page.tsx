import type { HTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './page.module.css';

/** The column a page's content stands in (every page of the app: SPEC 1, phones first). */
export function Page({
  as: Element = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'form'; noValidate?: boolean }) {
  return <Element className={classNames(styles.page, className)} {...props} />;
}
