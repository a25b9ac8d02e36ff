import type { Position } from '@woohoo/shared/api/woohoo';
import { ONE_TOKEN_WEI, TOKEN_DECIMALS } from '@woohoo/shared/constants';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { InboxIcon } from '../../../components/money-icons';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { usePositions } from '../api/woohoo-api';
import { releasedShareBps } from '../utils/released-share';
import styles from './woohoo.module.css';

/**
 * Locked positions (SPEC 3 and 4): every field SPEC 3 lists, the state (locking, releasing,
 * ended), what was released today and the asset states waiting release and released.
 */
export function PositionsPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const positions = usePositions(address);
  if (positions.isPending) return <Skeleton.Paragraph animated lineCount={6} className={styles.list} />;
  // A failed read is not an empty list: it offers a retry.
  if (!positions.data)
    return <LoadError title={t('records.loadFailed')} onRetry={() => void positions.refetch()} />;
  if (positions.data.length === 0) {
    return (
      <EmptyState
        className={styles.empty}
        icon={<InboxIcon size={28} />}
        title={t('woohoo.noPositions')}
        hint={t('woohoo.noPositionsHint')}
      >
        <Button color="primary" shape="rounded" onClick={() => go(paths.woohooSale())}>
          {t('woohoo.buy')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className={styles.list}>
      {positions.data.map((p) => (
        <PositionCard key={p.id} position={p} />
      ))}
    </div>
  );
}

function PositionCard({ position: p }: { position: Position }) {
  const { t } = useTranslation();
  const amount = (value: string) => formatAssetAmount(parseWei(value), 'WOOHOO');
  const facts: [string, string, string?][] = [
    [t('woohoo.locked'), amount(p.lockedAmount)],
    [t('woohoo.remaining'), amount(p.remaining), 'position-remaining'],
    [t('woohoo.releasedToday'), amount(p.releasedToday), 'position-released-today'],
    [t('woohoo.released'), amount(p.released)],
    // SPEC 3 "Locked position": the release ratio is the share of the locked amount released so far.
    [t('woohoo.releaseRatio'), formatBps(releasedShareBps(p)), 'position-release-ratio'],
    [t('woohoo.dailyRatio'), formatBps(BigInt(p.dailyReleaseBps))],
    // SPEC 3 "shares bought": the whole $WOOHOO the order bought, at its phase's price.
    [
      t('woohoo.sharesBought'),
      t('woohoo.sharesBoughtValue', {
        units: formatCount(parseWei(p.lockedAmount) / ONE_TOKEN_WEI),
        price: formatTokenAmount(parseWei(p.price), TOKEN_DECIMALS),
        phase: String(p.phase),
      }),
      'position-shares-bought',
    ],
    [t('woohoo.purchaseTime'), formatLocalDateTime(new Date(p.purchaseTime))],
    [t('woohoo.lockTime'), formatLocalDateTime(new Date(p.lockTime))],
    [t('woohoo.releaseStart'), formatLocalDateTime(new Date(p.releaseStart))],
  ];
  return (
    <Card as="article" gap={8} className={styles.position} data-testid="position" data-state={p.state}>
      <div className={styles.phaseTop}>
        <span className={textStyle.title}>{t('history.refs.position', { id: p.id })}</span>
        <StatusBadge tone="accent" dot={false} className={styles.badge}>
          {t(`woohoo.state.${p.state}`)}
        </StatusBadge>
      </div>
      <Stack as="dl" gap={6} className={styles.facts}>
        {facts.map(([label, value, testId]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </Stack>
      <p className={`${textStyle.caption} ${styles.assetStates}`}>
        <span>
          {t('woohoo.assetWaiting')}: {amount(p.remaining)}
        </span>
        <span>
          {t('woohoo.assetReleased')}: {amount(p.released)}
        </span>
      </p>
    </Card>
  );
}
