import type { ReactNode } from 'react';
import { ChevronIcon } from '../../../components/icons';
import { List } from '../../../components/layout/list-row';
import { Row } from '../../../components/layout/stack';
import styles from './transparency.module.css';

/**
 * A list of sections that open one by one, as native disclosures (details/summary): antd-mobile's
 * Collapse heads are anchors without href, which a keyboard cannot reach. Closed sections stay in
 * the page, so find-in-page and tests still see them.
 */
export function DisclosureList({
  items,
}: {
  items: readonly { key: string; title: ReactNode; body: ReactNode }[];
}) {
  return (
    <List framed>
      {items.map((item) => (
        <li key={item.key}>
          <details className={styles.disclosure}>
            <Row as="summary" gap={12} justify="between" className={styles.summary}>
              {item.title}
              <ChevronIcon size={18} className={styles.summaryArrow} />
            </Row>
            <div className={styles.disclosureBody}>{item.body}</div>
          </details>
        </li>
      ))}
    </List>
  );
}
