import type { ReactNode } from 'react';
import styles from './sheet.module.css';

/** The top of a bottom sheet: the grabber, then the title that names the dialog. */
export function SheetTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <span className={styles.grabber} aria-hidden="true" />
      <h2 id={id} className={styles.title}>
        {children}
      </h2>
    </>
  );
}
