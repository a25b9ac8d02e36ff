import { Link } from 'react-router-dom';
import { ChevronIcon } from '../icons';
import { RecordsIcon } from '../money-icons';
import styles from './money-page.module.css';

/** The link under a money form to its list of records, e.g. "Withdrawal records >". */
export function RecordsLinkRow({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.linkRow}>
      <RecordsIcon size={18} />
      {label}
      <ChevronIcon size={16} className="flip-in-rtl" />
    </Link>
  );
}
