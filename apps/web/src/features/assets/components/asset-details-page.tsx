import { useInfiniteQuery } from '@tanstack/react-query';
import { type Asset, isAsset } from '@woohoo/shared/assets';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { InfiniteList } from '../../../components/infinite-list';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import textStyle from '../../../components/layout/text.module.css';
import { AssetMark } from '../../../components/money/asset-mark';
import moneyStyles from '../../../components/money/money-page.module.css';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useQueryValues } from '../../../hooks/use-query-values';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import { assetHistoryInfiniteQueryOptions } from '../api/get-asset-history';
import { assetActions } from '../utils/asset-sources';
import { AssetActions } from './asset-actions';
import styles from './assets-page.module.css';
import { BalanceFigures } from './balance-figures';
import { HistoryRow } from './history-row';

/**
 * /pages/my/BSCAssetsViewDetails?value1=USDT (SPEC 2 page parameters): one asset's balances and
 * its history, each change with its sign, cause, reference and time.
 */
export function AssetDetailsPage({ address }: { address: Address }) {
  const { value1 } = useQueryValues();
  const asset = value1?.toUpperCase() ?? '';
  if (!isAsset(asset)) return <UnknownAsset />;
  return <AssetDetails key={asset} address={address} asset={asset} />;
}

function AssetDetails({ address, asset }: { address: Address; asset: Asset }) {
  const { t } = useTranslation();
  const now = useNow();
  const balances = useBalances(address);
  const history = useInfiniteQuery(assetHistoryInfiniteQueryOptions(address, asset));
  return (
    <Page>
      <Card as="section" className={styles.card} aria-label={t('assets.details', { asset })}>
        <div className={styles.cardHead}>
          <AssetMark asset={asset} size={36} />
          <span className={styles.cardName} translate="no">
            {asset}
          </span>
        </div>
        <BalanceFigures
          asset={asset}
          owner={address}
          balance={findBalance(balances.data, asset)}
          loading={balances.isPending}
        />
      </Card>
      <AssetActions actions={assetActions(asset)} />
      <h2 className={textStyle.heading}>{t('history.title')}</h2>
      <InfiniteList
        query={history}
        label={t('history.listLabel')}
        getKey={(entry) => entry.id}
        renderItem={(entry) => <HistoryRow entry={entry} now={now} />}
        emptyTitle={t('history.empty')}
        emptyHint={t('history.emptyHint')}
      />
    </Page>
  );
}

function UnknownAsset() {
  const { t } = useTranslation();
  return (
    <Page>
      <ErrorBlock status="empty" title={t('assets.unknownAsset')} description={t('assets.unknownAssetHint')}>
        <Link to={paths.assets()} replace className={moneyStyles.linkRow}>
          {t('assets.backToAssets')}
        </Link>
      </ErrorBlock>
    </Page>
  );
}
