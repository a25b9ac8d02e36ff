import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { formatSignedAmount, parseSignedWei } from '../../../lib/format/format-signed-amount';
import type { HistoryEntry } from '../../../lib/money/money-types';
import { historyKindLabelKey } from '../utils/history-kind';
import styles from './assets-page.module.css';

/**
 * One ledger entry (e2e: test id `history-row`): what caused it, the signed change (green in,
 * red out), which bucket moved when it is the locked one, the record it belongs to and when.
 */
export function HistoryRow({ entry, now }: { entry: HistoryEntry; now: number }) {
  const { t } = useTranslation();
  const deltaWei = parseSignedWei(entry.delta);
  return (
    <article className={styles.history} data-testid="history-row" data-kind={entry.kind}>
      <div className={styles.historyTop}>
        <span className={styles.historyKind}>
          {t(historyKindLabelKey(entry.kind))}
          {entry.bucket === 'locked' && <span className={styles.bucket}>{t('history.lockedBucket')}</span>}
        </span>
        <span
          className={styles.historyDelta}
          data-sign={deltaWei > 0n ? 'in' : deltaWei < 0n ? 'out' : 'zero'}
          translate="no"
        >
          {formatSignedAmount(deltaWei, TOKEN_DECIMALS, 6)}{' '}
          <span className={styles.historyUnit}>{entry.asset}</span>
        </span>
      </div>
      <div className={styles.historyBottom}>
        <span className={styles.historyRef}>
          {t('history.ref')} <span className={styles.mono}>{entry.ref}</span>
        </span>
        <time dateTime={entry.time}>{formatRecordTime(entry.time, now, t('records.justNow'))}</time>
      </div>
    </article>
  );
}
