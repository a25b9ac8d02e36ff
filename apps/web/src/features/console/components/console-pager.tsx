import Button from 'antd-mobile/es/components/button';
import { Row } from '../../../components/layout/stack';
import { countPages } from '../utils/count-pages';
import styles from './console.module.css';

/** Previous and next with "Page X of Y" between them; disabled at the ends and while a page loads. */
export function ConsolePager({
  label,
  page,
  total,
  size,
  busy,
  onChange,
}: {
  /** What is paged, for the nav's accessible name ("Withdrawals pages"). */
  label: string;
  page: number;
  total: number;
  size: number;
  busy: boolean;
  onChange: (page: number) => void;
}) {
  const pages = countPages(total, size);
  return (
    <Row as="nav" wrap gap={12} className={styles.pager} aria-label={`${label} pages`}>
      <Button size="small" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <Button size="small" disabled={busy || page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Row>
  );
}
