import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { formatSignedAmount } from '../../../lib/format/format-signed-amount';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { HistoryEntry } from '../../../lib/money/money-types';
import { describeHistoryEntry, type HistoryTextKey, renderText } from '../utils/describe-history-entry';
import styles from './assets-page.module.css';

/**
 * One ledger transfer (e2e: test id `history-row`, `data-kind`): its kind, the change (green
 * in, red out, neutral for a move between the user's own buckets), the human reference to its
 * record and when, and an operator's reason when it has one (test id `history-note`).
 */
export function HistoryRow({ entry, now }: { entry: HistoryEntry; now: number }) {
  const { t } = useTranslation();
  const line = describeHistoryEntry(entry, (wei) => formatTokenAmount(wei, TOKEN_DECIMALS));
  // The keys are checked by `HistoryTextKey`; i18next's typed options cannot follow a union of
  // keys with different placeholders, so `t` is called through its untyped signature here.
  const translate = t as unknown as (key: HistoryTextKey, values: Record<string, string>) => string;
  return (
    <Card as="article" gap={8} className={styles.history} data-testid="history-row" data-kind={entry.kind}>
      <Row gap={12} justify="between">
        <span className={styles.historyKind}>{renderText(translate, line.label)}</span>
        <span
          className={`${textStyle.mono} ${styles.historyDelta}`}
          data-sign={line.direction}
          translate="no"
        >
          {line.direction === 'move'
            ? formatTokenAmount(line.amountWei, TOKEN_DECIMALS)
            : formatSignedAmount(line.amountWei, TOKEN_DECIMALS)}{' '}
          <span className={styles.historyUnit}>{entry.asset}</span>
        </span>
      </Row>
      <Row justify="between" gap={12} className={`${textStyle.fine} ${styles.historyBottom}`}>
        <span className={styles.historyRef} data-testid="history-ref">
          {renderText(translate, line.reference)}
        </span>
        <time dateTime={entry.time}>{formatRecordTime(entry.time, now, t('records.justNow'))}</time>
      </Row>
      {line.note && (
        <p className={`${textStyle.caption} ${styles.historyNote}`} data-testid="history-note">
          {renderText(translate, line.note)}
        </p>
      )}
    </Card>
  );
}
