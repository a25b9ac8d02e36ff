import type { ReactNode } from 'react';
import styles from './failure-view.module.css';
import { PlugIcon } from './icons';
import { IconTile } from './layout/icon-tile';
import { Stack } from './layout/stack';

/**
 * A failure that leaves nothing else to show (the app config or a page's code did not load):
 * an icon, what happened, what to do. Drawn without antd-mobile's ErrorBlock, whose illustrations
 * would weigh on the first load and would themselves need the network that just failed.
 */
export function FailureView({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={8} className={styles.view} role="alert">
      <IconTile size={72} round tone="neutral" className={styles.icon} aria-hidden="true">
        <PlugIcon size={36} />
      </IconTile>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      {children}
    </Stack>
  );
}
