import type { Asset } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { formatTokenAmount } from '../../lib/format/format-token-amount';
import { Card } from '../layout/card';
import { Row } from '../layout/stack';
import textStyle from '../layout/text.module.css';
import { AssetMark } from './asset-mark';
import styles from './money-page.module.css';

/**
 * The balance a money form spends, large above the form: the asset, what the number is
 * ("Available", "Wallet balance"), the amount (a skeleton while loading, a dash when unknown)
 * and an optional line under it.
 */
export function BalanceHero({
  asset,
  label,
  amountWei,
  loading = false,
  testId,
  sub,
}: {
  asset: Asset;
  label: string;
  amountWei: bigint | undefined;
  loading?: boolean;
  testId: string;
  sub?: ReactNode;
}) {
  return (
    <Card as="section" hero gap={6} aria-label={label}>
      <Row gap={10}>
        <AssetMark asset={asset} size={28} />
        <span className={textStyle.label}>{label}</span>
      </Row>
      <p className={styles.heroValue} data-testid={testId} aria-busy={loading} translate="no">
        {loading ? (
          <Skeleton animated className={styles.heroSkeleton} />
        ) : amountWei === undefined ? (
          '—'
        ) : (
          formatTokenAmount(amountWei, TOKEN_DECIMALS)
        )}
        <span className={styles.heroUnit}>{asset}</span>
      </p>
      {sub && <div className={styles.heroSub}>{sub}</div>}
    </Card>
  );
}
