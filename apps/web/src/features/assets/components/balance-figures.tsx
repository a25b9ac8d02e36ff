import type { Asset } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Stack } from '../../../components/layout/stack';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { AssetBalance } from '../../../lib/money/find-balance';
import { useWalletAssetBalance } from '../hooks/use-wallet-asset-balance';
import styles from './assets-page.module.css';

function Figure({
  label,
  testId,
  amountWei,
  loading,
  title,
}: {
  label: string;
  testId: string;
  amountWei: bigint | undefined;
  loading: boolean;
  title?: string;
}) {
  return (
    <Stack gap={4} grow>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd
        className={styles.figureValue}
        data-testid={testId}
        aria-busy={loading}
        title={title}
        translate="no"
      >
        {loading ? (
          <SkeletonBlock height={20} width="80%" radius={6} />
        ) : amountWei === undefined ? (
          '—'
        ) : (
          formatTokenAmount(amountWei, TOKEN_DECIMALS)
        )}
      </dd>
    </Stack>
  );
}

/** The buckets shown beside available, each with its own label. */
const HELD_BUCKETS = [
  { key: 'withdrawHoldWei', label: 'assets.withdrawHold', testId: 'withdraw-hold' },
  { key: 'stakedWei', label: 'assets.staked', testId: 'staked' },
  { key: 'vestingWei', label: 'assets.vesting', testId: 'vesting' },
  { key: 'rewardHoldWei', label: 'assets.rewardHold', testId: 'reward-hold' },
] as const;

/**
 * An asset's numbers: platform available, each held bucket (withdrawals on hold, staked,
 * vesting) and their total, beside the wallet's on-chain balance (e2e test ids:
 * platform-available-USDT, platform-withdraw-hold-USDT, platform-staked-USDT,
 * platform-vesting-USDT, platform-total-USDT, wallet-balance-USDT; a dash where there is none,
 * like USDB on chain).
 */
export function BalanceFigures({
  asset,
  owner,
  balance,
  loading,
}: {
  asset: Asset;
  owner: Address;
  balance: AssetBalance | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const wallet = useWalletAssetBalance(asset, owner);
  return (
    <dl className={styles.figures}>
      <Figure
        label={t('assets.available')}
        testId={`platform-available-${asset}`}
        amountWei={balance?.availableWei}
        loading={loading}
      />
      {HELD_BUCKETS.map((bucket) => (
        <Figure
          key={bucket.key}
          label={t(bucket.label)}
          testId={`platform-${bucket.testId}-${asset}`}
          amountWei={balance?.[bucket.key]}
          loading={loading}
        />
      ))}
      <Figure
        label={t('assets.total')}
        testId={`platform-total-${asset}`}
        amountWei={balance?.totalWei}
        loading={loading}
      />
      <Figure
        label={t('assets.wallet')}
        testId={`wallet-balance-${asset}`}
        amountWei={wallet.amountWei}
        loading={wallet.isLoading}
        title={wallet.onChain ? undefined : t('assets.noToken')}
      />
    </dl>
  );
}
