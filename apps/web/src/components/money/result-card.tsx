import type { ReactNode } from 'react';
import { CheckIcon } from '../icons';
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
    <section className={styles.card} aria-label={title} data-testid="money-result" aria-live="polite">
      <Row gap={10}>
        <span className={styles.icon}>
          <CheckIcon size={20} />
        </span>
        <h2 className={styles.title}>{title}</h2>
        <StatusBadge status={status} />
      </Row>
      <SummaryList rows={rows} />
      {children}
    </section>
  );
}
