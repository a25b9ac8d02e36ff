import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/layout/section-header';
import sheet from '../../../components/layout/sheet.module.css';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { modalDialogProps, useDialogFocus } from '../../../hooks/use-dialog-focus';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatBps } from '../../../lib/money/format-bps';
import { type PrizeTier, prizeRows } from '../utils/prize-rows';
import styles from './boxes.module.css';

/** Prizes 1 to 10 (SPEC 3): what each pays and its chance, from the API's table. */
export function PrizeTable({
  prizes,
  showWeights = false,
}: {
  prizes: readonly PrizeTier[];
  showWeights?: boolean;
}) {
  const { t } = useTranslation();
  const rows = prizeRows(prizes);
  const top = rows.reduce((max, row) => (row.chanceBps > max ? row.chanceBps : max), 0n);
  const last = rows.at(-1)?.prize;
  return (
    <table className={styles.table} data-testid="prize-table">
      <thead>
        <tr>
          <th scope="col">{t('boxes.table.prize')}</th>
          <th scope="col">{t('boxes.table.value')}</th>
          {showWeights && <th scope="col">{t('boxes.table.weight')}</th>}
          <th scope="col">{t('boxes.table.chance')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.prize} data-top={row.prize === last ? 'true' : undefined} data-testid="prize-row">
            <td>
              <span className={styles.tierBadge}>{row.prize}</span>
            </td>
            <td className={textStyle.mono}>{formatAssetAmount(row.valueWei, 'USDT')}</td>
            {showWeights && <td className={textStyle.mono}>{row.weight.toString()}</td>}
            <td>
              <Row as="span" gap={8} className={styles.chanceCell}>
                <span className={styles.chanceBar} aria-hidden="true">
                  <span
                    className={styles.chanceFill}
                    style={{ width: `${top > 0n ? Number((row.chanceBps * 100n) / top) : 0}%` }}
                  />
                </span>
                <span className={`${textStyle.mono} ${styles.chancePercent}`}>
                  {formatBps(row.chanceBps)}
                </span>
              </Row>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The prize table in a bottom sheet, opened from the tab's hero. */
export function PrizeTableSheet({
  open,
  onClose,
  prizes,
  rulesVersion,
}: {
  open: boolean;
  onClose: () => void;
  prizes: readonly PrizeTier[];
  rulesVersion: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useDialogFocus(open, onClose);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={sheet.sheet}>
      <div {...modalDialogProps(dialogRef, { labelledBy: titleId })} className={sheet.body}>
        <span className={sheet.grabber} aria-hidden="true" />
        <SectionHeader
          id={titleId}
          title={t('boxes.table.title')}
          className={styles.cardHead}
          aside={
            <button type="button" className={styles.resetButton} onClick={onClose}>
              {t('common.close')}
            </button>
          }
        />
        <p className={textStyle.note}>{t('boxes.table.note', { version: String(rulesVersion) })}</p>
        <PrizeTable prizes={prizes} />
      </div>
    </Popup>
  );
}
