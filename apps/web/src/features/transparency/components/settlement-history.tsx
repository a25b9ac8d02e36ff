import type { PublicSettlement } from '@woohoo/shared/api/transparency';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/layout/empty-state';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { InboxIcon } from '../../../components/money-icons';
import panel from '../../../components/panel.module.css';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { formatBps } from '../../../lib/money/format-bps';
import { flattenPages } from '../../../lib/money/next-page-param';
import { parseWei } from '../../../lib/money/parse-amount';
import { usePublicSettlements } from '../api/get-public-settlements';
import { DisclosureList } from './disclosure-list';
import { SectionError } from './section-error';
import styles from './transparency.module.css';

/** Values of a settlement are USDT (docs/rules.md "Rewards": the cap is on the day's USDT inflow). */
const VALUE_ASSET = 'USDT';

/** The settled days, newest first, a page at a time; each opens to the total paid per reward kind. */
export function SettlementHistory() {
  const { t } = useTranslation();
  const query = usePublicSettlements();
  const titleId = useId();
  const items = flattenPages(query.data?.pages);
  return (
    <Stack as="section" gap={12} aria-labelledby={titleId}>
      <div>
        <SectionHeader id={titleId} title={t('transparency.settlements.title')} />
        <p className={textStyle.note}>{t('transparency.settlements.hint')}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <SkeletonBlock height={140} />
        </div>
      ) : query.isError && items.length === 0 ? (
        <SectionError title={t('transparency.settlements.loadFailed')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          className={styles.empty}
          size="sm"
          data-testid="settlements-empty"
          icon={<InboxIcon size={24} />}
          title={t('transparency.settlements.empty')}
          hint={t('transparency.settlements.emptyHint')}
        />
      ) : (
        <>
          <DisclosureList
            items={items.map((settlement) => ({
              key: settlement.day,
              title: <SettlementTitle settlement={settlement} />,
              body: <SettlementKinds settlement={settlement} />,
            }))}
          />
          {query.hasNextPage ? (
            <Button
              className={styles.more}
              size="small"
              shape="rounded"
              fill="outline"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('transparency.settlements.more')}
            </Button>
          ) : (
            <p className={`${textStyle.fine} ${styles.footer}`}>{t('records.noMore')}</p>
          )}
        </>
      )}
    </Stack>
  );
}

function SettlementTitle({ settlement }: { settlement: PublicSettlement }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} grow data-testid="settlement-day">
      <Row wrap gap={8}>
        <span className={styles.day}>{formatCalendarDay(settlement.day)}</span>
        <span className={styles.badge} data-tone={settlement.capped ? 'bad' : 'neutral'}>
          {settlement.capped
            ? t('transparency.settlements.capped', { percent: formatBps(settlement.paidBps) })
            : t('transparency.settlements.notCapped')}
        </span>
      </Row>
      <span className={textStyle.muted}>
        {t('transparency.settlements.paid')} {formatAssetAmount(parseWei(settlement.paidValue), VALUE_ASSET)}{' '}
        · {t('transparency.settlements.usersPaid')} {settlement.usersPaid}
      </span>
    </Stack>
  );
}

function SettlementKinds({ settlement }: { settlement: PublicSettlement }) {
  const { t } = useTranslation();
  const value = (amount: string) => formatAssetAmount(parseWei(amount), VALUE_ASSET);
  return (
    <Stack gap={12}>
      <dl className={styles.facts}>
        <div className={panel.fact}>
          <dt>{t('transparency.settlements.beforeCap')}</dt>
          <dd>{value(settlement.totalValue)}</dd>
        </div>
        <div className={panel.fact}>
          <dt>{t('transparency.settlements.cap')}</dt>
          <dd>{value(settlement.cap)}</dd>
        </div>
      </dl>
      <h3 className={textStyle.label}>{t('transparency.settlements.kinds')}</h3>
      {settlement.kinds.length === 0 ? (
        <p className={textStyle.note}>{t('transparency.settlements.noKinds')}</p>
      ) : (
        <Stack as="ul" gap={10}>
          {settlement.kinds.map((kind) => (
            <Stack as="li" gap={2} key={`${kind.kind}-${kind.asset}`} data-testid="settlement-kind">
              <Row as="span" justify="between" align="start" gap={12} className={styles.kindTop}>
                <span>{t(`rewards.kinds.${kind.kind}`)}</span>
                <span className={textStyle.mono}>{formatAssetAmount(parseWei(kind.amount), kind.asset)}</span>
              </Row>
              <Row as="span" justify="between" align="start" gap={12} className={textStyle.caption}>
                <span>{t('transparency.settlements.lines', { lines: kind.lines })}</span>
                <span className={textStyle.mono}>
                  {t('transparency.settlements.value', { value: value(kind.paidValue) })}
                </span>
              </Row>
            </Stack>
          ))}
        </Stack>
      )}
      <p className={textStyle.note}>
        {t('transparency.settlements.rulesVersion', { version: settlement.rulesVersion })}
      </p>
    </Stack>
  );
}
