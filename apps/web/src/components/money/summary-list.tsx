import type { ReactNode } from 'react';
import { Row, Stack } from '../layout/stack';
import styles from './summary-list.module.css';

export type SummaryRow = {
  key: string;
  label: string;
  value: ReactNode;
  /** The result line (what arrives): larger and in the accent colour. */
  emphasis?: boolean;
  /** Values that are amounts or addresses: monospace with tabular figures. */
  mono?: boolean;
  testId?: string;
};

/** Label/value lines: the fee preview on the forms and the summary in the confirmation sheets. */
export function SummaryList({ rows, className }: { rows: readonly SummaryRow[]; className?: string }) {
  return (
    <Stack as="dl" gap={10} className={className}>
      {rows.map((row) => (
        <Row
          key={row.key}
          align="baseline"
          justify="between"
          gap={12}
          className={styles.row}
          data-emphasis={row.emphasis ? 'true' : undefined}
        >
          <dt className={styles.label}>{row.label}</dt>
          <dd className={row.mono ? `${styles.value} ${styles.mono}` : styles.value} data-testid={row.testId}>
            {row.value}
          </dd>
        </Row>
      ))}
    </Stack>
  );
}
