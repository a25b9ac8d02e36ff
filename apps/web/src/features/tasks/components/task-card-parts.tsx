import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/layout/empty-state';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { InboxIcon } from '../../../components/money-icons';
import { LockIcon } from './task-icons';
import styles from './tasks.module.css';

/** The head of a card of the task centre: icon, title (naming the card's region) and a side note. */
export function CardHead({
  id,
  icon,
  title,
  side,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  side?: ReactNode;
}) {
  return (
    <Row gap={10}>
      <IconTile size={36}>{icon}</IconTile>
      <h3 id={id} className={`${textStyle.title} ${styles.cardTitle}`}>
        {title}
      </h3>
      {side}
    </Row>
  );
}

/** Why a part of the task centre is not open yet ("Target not met: reach pioneer first"). */
export function ClosedNote({ title, hint, testId }: { title: string; hint: string; testId: string }) {
  return (
    <Row align="start" gap={12} className={styles.closed} data-testid={testId}>
      <IconTile size={32} tone="neutral">
        <LockIcon size={18} />
      </IconTile>
      <Stack gap={4} grow>
        <p className={styles.closedTitle}>{title}</p>
        <p className={textStyle.note}>{hint}</p>
      </Stack>
    </Row>
  );
}

/** An empty list inside a card: what is missing and how it fills. */
export function EmptyNote({ title, hint }: { title: string; hint: string }) {
  return (
    <EmptyState size="sm" className={styles.empty} icon={<InboxIcon size={24} />} title={title} hint={hint} />
  );
}
