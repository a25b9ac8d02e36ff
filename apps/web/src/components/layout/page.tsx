import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './page.module.css';

/** The column a page's content stands in (every page of the app: SPEC 1, phones first). */
export function Page({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames(styles.page, className)} {...props} />;
}
