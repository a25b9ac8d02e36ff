import { useQueryClient } from '@tanstack/react-query';
import { ASSETS } from '@woohoo/shared/assets';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { AssetMark } from '../../../components/money/asset-mark';
import { LoadError } from '../../../components/money/load-error';
import moneyStyles from '../../../components/money/money-page.module.css';
import { paths } from '../../../config/paths';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import type { AssetAction } from '../utils/asset-sources';
import { AssetActions } from './asset-actions';
import styles from './assets-page.module.css';
import { BalanceFigures } from './balance-figures';

const ALL_ACTIONS: readonly AssetAction[] = ['deposit', 'withdraw', 'transfer', 'swap'];

/**
 * /pages/my/BSCassets, the Assets tab: every asset's platform balances beside the wallet's
 * on-chain balance, with the money actions; tapping an asset opens its details and history.
 */
export function AssetsPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balances = useBalances(address);

  async function refresh() {
    await Promise.all([
      balances.refetch(),
      // wagmi's on-chain reads (balanceOf and the native balance)
      queryClient.invalidateQueries({ queryKey: ['readContract'] }),
      queryClient.invalidateQueries({ queryKey: ['balance'] }),
    ]);
  }

  if (balances.isError && !balances.data) return <LoadError onRetry={() => void balances.refetch()} />;

  return (
    <PullToRefresh
      onRefresh={refresh}
      pullingText={t('records.pull.pulling')}
      canReleaseText={t('records.pull.canRelease')}
      refreshingText={t('records.pull.refreshing')}
      completeText={t('records.pull.complete')}
    >
      <Page>
        <Stack as="header" gap={4}>
          <h2 className={textStyle.heading}>{t('assets.overview')}</h2>
          <p className={moneyStyles.note}>{t('assets.overviewHint')}</p>
        </Stack>
        <AssetActions actions={ALL_ACTIONS} />
        <Stack as="ul" gap={12}>
          {ASSETS.map((asset) => (
            <li key={asset}>
              <Card as="article" className={styles.card} data-testid={`asset-card-${asset}`}>
                <Link
                  to={paths.assetDetails(asset)}
                  className={styles.cardHead}
                  aria-label={t('assets.details', { asset })}
                >
                  <AssetMark asset={asset} size={32} />
                  <span className={styles.cardName} translate="no">
                    {asset}
                  </span>
                  <ChevronIcon size={18} className={`${styles.cardChevron} flip-in-rtl`} />
                </Link>
                <BalanceFigures
                  asset={asset}
                  owner={address}
                  balance={findBalance(balances.data, asset)}
                  loading={balances.isPending}
                />
              </Card>
            </li>
          ))}
        </Stack>
        <Link
          to={paths.transparency()}
          className={styles.transparencyLink}
          data-testid="assets-transparency-link"
        >
          {t('route.transparency')}
        </Link>
      </Page>
    </PullToRefresh>
  );
}
