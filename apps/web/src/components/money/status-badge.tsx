import { useTranslation } from 'react-i18next';
import { recordStatusLabelKey, recordStatusTone } from '../../lib/money/record-status';
import styles from './status-badge.module.css';

/** A record's SPEC 4 state as a coloured pill ("On-chain reviewing", "Success", ...). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={recordStatusTone(status)} data-status={status}>
      {t(recordStatusLabelKey(status))}
    </span>
  );
}
