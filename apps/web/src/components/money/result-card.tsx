import type { ReactNode } from 'react';
import { CheckIcon } from '../icons';
import { Card } from '../layout/card';
import { IconTile } from '../layout/icon-tile';
import { Row } from '../layout/stack';
import styles from './result-card.module.css';
import { StatusBadge } from './status-badge';
import { SummaryList, type SummaryRow } from './summary-list';

/** What a money action just created: its title, its state and its lines (e2e: test id `money-result`). */
export function ResultCard({
  title,
  status,
  rows,
  children,
}: {
  title: string;
  status: string;
  rows: readonly SummaryRow[];
  children?: ReactNode;
}) {
  return (
    <Card
      as="section"
      gap={14}
      className={styles.card}
      aria-label={title}
      data-testid="money-result"
      aria-live="polite"
    >
      <Row gap={10}>
        <IconTile size={32} round tone="success" className={styles.icon}>
          <CheckIcon size={20} />
        </IconTile>
        <h2 className={styles.title}>{title}</h2>
        <StatusBadge status={status} />
      </Row>
      <SummaryList rows={rows} />
      {children}
    </Card>
  );
}
