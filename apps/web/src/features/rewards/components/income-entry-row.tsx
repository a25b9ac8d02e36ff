import { useQuery } from '@tanstack/react-query';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { rewardKindOf } from '@woohoo/shared/income-kinds';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { formatSignedAmount, parseSignedWei } from '../../../lib/format/format-signed-amount';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import { DAY_LINES_SHOWN, rewardDayLinesQueryOptions } from '../api/get-rewards';
import { describeIncome, type IncomeText, type IncomeTextKey } from '../utils/describe-income';
import type { IncomeEntry } from '../utils/reward-types';
import { RewardRow } from './reward-row';
import styles from './rewards.module.css';

/**
 * One entry of Income details (e2e: test id `income-entry`, `data-kind`, `data-asset`): its kind,
 * the signed amount in its own asset, what it was for, when, and whether it is held or locked. A
 * settlement reward opens onto the reward lines that make it up, each explained.
 */
export function IncomeEntryRow({ entry, address }: { entry: IncomeEntry; address: string }) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate<IncomeTextKey>;
  const line = describeIncome(entry);
  const text = (value: IncomeText) => renderText(translate, value);
  const amountWei = parseSignedWei(entry.amount);
  const rewardKind = rewardKindOf(entry.kind);
  return (
    <Card
      as="article"
      gap={8}
      className={styles.reward}
      data-testid="income-entry"
      data-kind={entry.kind}
      data-asset={entry.asset}
    >
      <Row align="baseline" justify="between" gap={12}>
        <span className={textStyle.title}>{text(line.label)}</span>
        <span className={styles.rewardAmount} data-negative={amountWei < 0n} translate="no">
          {formatSignedAmount(amountWei, TOKEN_DECIMALS)}
          <span className={styles.rewardUnit}>{entry.asset}</span>
        </span>
      </Row>
      <p className={styles.rewardDetail} data-testid="income-detail">
        {text(line.detail)}
      </p>
      <Row wrap justify="between" className={styles.rewardBottom}>
        <span>{formatLocalDateTime(new Date(entry.time), 'second')}</span>
        <Row as="span" wrap gap={6}>
          {entry.held && (
            <StatusBadge tone="info" dot={false} square>
              {t('rewards.income.held')}
            </StatusBadge>
          )}
          {entry.locked && (
            <StatusBadge tone="info" dot={false} square>
              {t('rewards.locked')}
            </StatusBadge>
          )}
        </Row>
      </Row>
      {rewardKind && entry.lines > 0 && (
        <DayLines address={address} day={entry.ref.id} kind={rewardKind} count={entry.lines} />
      )}
    </Card>
  );
}

/** The reward lines of one settlement day and kind, loaded when opened. */
function DayLines({
  address,
  day,
  kind,
  count,
}: {
  address: string;
  day: string;
  kind: RewardKind;
  count: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const lines = useQuery({ ...rewardDayLinesQueryOptions(address, day, kind), enabled: open });
  return (
    <>
      <button
        type="button"
        className={styles.linesToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('rewards.income.hideLines') : t('rewards.income.showLines', { count })}
        <ChevronIcon size={14} className={open ? styles.linesChevronOpen : styles.linesChevron} />
      </button>
      {open && (
        <Stack gap={8} id={panelId} data-testid="income-lines">
          {lines.isPending ? (
            <p className={styles.rewardDetail}>{t('common.loading')}</p>
          ) : lines.data ? (
            <>
              {lines.data.items.map((reward) => (
                <RewardRow key={reward.id} reward={reward} />
              ))}
              {lines.data.total > DAY_LINES_SHOWN && (
                <p className={styles.rewardDetail}>
                  {t('rewards.income.moreLines', { count: lines.data.total - DAY_LINES_SHOWN })}
                </p>
              )}
            </>
          ) : (
            <p className={styles.rewardDetail} role="alert">
              {t('rewards.loadFailed')}
            </p>
          )}
        </Stack>
      )}
    </>
  );
}
