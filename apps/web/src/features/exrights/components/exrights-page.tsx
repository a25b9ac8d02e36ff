import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { IconTile } from '../../../components/layout/icon-tile';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import styles from '../../../components/money/money-page.module.css';
import { SummaryList } from '../../../components/money/summary-list';
import { InboxIcon } from '../../../components/money-icons';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import exStyles from './exrights-page.module.css';

/**
 * The ex-rights screen (SPEC 2 and 9): BHC issuance data, the n/5 count and up to five ex-rights
 * events, as an operator maintains them (GET /api/exrights).
 */
export function ExrightsPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useQuery(endpointQuery(routes.exrights.overview, address));
  if (query.isPending) {
    return (
      <Page>
        <Skeleton.Paragraph animated lineCount={6} />
      </Page>
    );
  }
  if (!query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const { issuance, count, max, events } = query.data;
  const amount = (wei: string) => formatAssetAmount(BigInt(wei), 'BHC');
  return (
    <Page>
      <Card as="section" gap={14} aria-label={t('exrights.issuance')}>
        <h2 className={textStyle.heading}>{t('exrights.issuance')}</h2>
        {issuance ? (
          <SummaryList
            rows={[
              {
                key: 'total',
                label: t('exrights.totalSupply'),
                value: amount(issuance.totalSupply),
                mono: true,
              },
              {
                key: 'issued',
                label: t('exrights.issued'),
                value: amount(issuance.issued),
                mono: true,
                testId: 'exrights-issued',
              },
              {
                key: 'share',
                label: t('exrights.issuedShare'),
                value: `${BigInt(issuance.totalSupply) > 0n ? Number((BigInt(issuance.issued) * 10_000n) / BigInt(issuance.totalSupply)) / 100 : 0}%`,
                mono: true,
              },
              {
                key: 'updated',
                label: t('exrights.updated'),
                value: formatLocalDateTime(new Date(issuance.updatedAt)),
              },
            ]}
          />
        ) : (
          <p className={styles.note}>{t('exrights.noIssuance')}</p>
        )}
      </Card>
      <Card as="section" gap={14} aria-label={t('exrights.events')}>
        <Row justify="between">
          <h2 className={textStyle.heading}>{t('exrights.events')}</h2>
          <span className={`${textStyle.mono} ${exStyles.count}`} data-testid="exrights-count">
            {count}/{max}
          </span>
        </Row>
        <div className={exStyles.dots} aria-hidden="true">
          {Array.from({ length: max }, (_, i) => i + 1).map((seq) => (
            <span key={`event-${seq}`} className={exStyles.dot} data-done={seq <= count} />
          ))}
        </div>
        {events.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<InboxIcon size={24} />}
            title={t('exrights.noEvents')}
            hint={t('exrights.noEventsHint')}
          />
        ) : (
          <Stack as="ol" gap={12}>
            {events.map((e) => (
              <li key={e.seq} className={exStyles.event} data-testid="exrights-event">
                <IconTile size={28} round className={exStyles.seq}>
                  {e.seq}
                </IconTile>
                <div>
                  <p className={exStyles.title}>{e.title}</p>
                  <time className={textStyle.fine} dateTime={e.happenedAt}>
                    {formatLocalDateTime(new Date(e.happenedAt))}
                  </time>
                  {e.detail && <p className={styles.note}>{e.detail}</p>}
                </div>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </Page>
  );
}
