import type { ReactNode } from 'react';
import styles from './share-link.module.css';
import { Stack } from './stack';

/** A link to share (an invite link, a VIP link) written out in full under its label; `children` below it. */
export function ShareLink({
  label,
  link,
  testId,
  gap = 8,
  children,
}: {
  label: string;
  link: string;
  testId: string;
  /** The space between the label, the link and what comes below, in pixels. */
  gap?: 6 | 8;
  children?: ReactNode;
}) {
  return (
    <Stack gap={gap} className={styles.box}>
      <span className={styles.label}>{label}</span>
      <p className={styles.link} data-testid={testId} translate="no">
        {link}
      </p>
      {children}
    </Stack>
  );
}
