import type { TransparencyReport } from '@woohoo/shared/api/money';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { AssetMark } from '../../../components/money/asset-mark';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { coveredShareBps } from '../utils/describe-verdict';
import { Fact } from './fact';
import { ProblemList } from './problem-list';
import styles from './transparency.module.css';

type AssetReport = TransparencyReport['assets'][number];

const BADGE_TONE = { covered: 'good', shortfall: 'bad', unknown: 'bad', notBacked: 'neutral' } as const;

/**
 * One asset: what users are owed against what the treasury holds on chain and the difference, then
 * the platform's own accounts line by line (fees, sales, reserves, what it paid by rule), the chain
 * records and the ledger's invariant. An asset not backed on chain by design says so and why
 * (docs/rules.md "What backs each asset").
 */
export function AssetCard({ asset }: { asset: AssetReport }) {
  const { t } = useTranslation();
  const amount = (value: string) => formatAssetAmount(parseWei(value), asset.asset);
  const onChain = asset.backing === 'onChain';
  const shareBps = coveredShareBps(asset);
  return (
    <Card as="article" data-testid={`transparency-asset-${asset.asset}`}>
      <Row as="header" gap={10}>
        <AssetMark asset={asset.asset} size={28} />
        <span className={`${textStyle.heading} ${styles.assetName}`} translate="no">
          {asset.asset}
        </span>
        <span className={styles.badge} data-tone={BADGE_TONE[asset.coverage]} data-testid="coverage">
          {t(`transparency.coverage.${asset.coverage}`)}
        </span>
      </Row>
      {asset.backing !== 'onChain' && (
        <p className={styles.backing}>{t(`transparency.backing.${asset.backing}`)}</p>
      )}
      <dl className={styles.facts}>
        <Fact label={t('transparency.asset.liabilities')} value={amount(asset.liabilities)} />
        {onChain && (
          <Fact
            label={t('transparency.asset.holdings')}
            value={
              asset.onChainHoldings === null
                ? t('transparency.asset.holdingsUnknown')
                : amount(asset.onChainHoldings)
            }
          />
        )}
        {onChain && <WalletFacts asset={asset} />}
        {asset.shortfall !== null && asset.coverage === 'shortfall' && (
          <Fact label={t('transparency.asset.shortfall')} value={amount(asset.shortfall)} tone="bad" />
        )}
        {asset.surplus !== null && (
          <Fact label={t('transparency.asset.surplus')} value={amount(asset.surplus)} />
        )}
        <Fact label={t('transparency.asset.fees')} value={amount(asset.feesCollected)} />
        <Fact label={t('transparency.asset.sales')} value={amount(asset.salesRevenue)} />
        <Fact label={t('transparency.asset.reserves')} value={amount(asset.reserves)} />
        <Fact label={t('transparency.asset.expenses')} value={amount(asset.expensesPaid)} />
        {onChain && <Fact label={t('transparency.asset.inflow')} value={amount(asset.onChainInflow)} />}
        {onChain && <Fact label={t('transparency.asset.outflow')} value={amount(asset.onChainOutflow)} />}
      </dl>
      {shareBps !== undefined && (
        <p className={styles.ratio}>{t('transparency.asset.ratio', { ratio: formatBps(shareBps) })}</p>
      )}
      <Stack gap={6} className={styles.invariant}>
        <Row
          as="p"
          gap={8}
          className={styles.invariantLine}
          data-tone={asset.invariantHolds ? 'success' : 'danger'}
        >
          {asset.invariantHolds ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
          {asset.invariantHolds
            ? t('transparency.asset.invariantHolds')
            : t('transparency.asset.invariantBroken')}
        </Row>
        {/* What breaks the invariant, as the server words it; a shortfall is said by the badge, its
            figure and the verdict above. */}
        {!asset.invariantHolds && <ProblemList title={t('transparency.details')} problems={asset.problems} />}
      </Stack>
    </Card>
  );
}

/**
 * The holdings per treasury address, hot wallet and cold Safe, each read at the same block
 * (docs/rules.md "Hot float and sweeps"); nothing for a report written before they were counted.
 */
export function WalletFacts({ asset }: { asset: AssetReport }) {
  const { t } = useTranslation();
  if (!asset.wallets || asset.wallets.length === 0) return null;
  return (
    <>
      {asset.wallets.map((w) => (
        <Fact
          key={w.wallet}
          label={t(w.wallet === 'hot' ? 'transparency.asset.hotWallet' : 'transparency.asset.coldWallet', {
            address: w.address,
          })}
          value={
            w.balance === null
              ? t('transparency.asset.holdingsUnknown')
              : formatAssetAmount(parseWei(w.balance), asset.asset)
          }
        />
      ))}
      {asset.holdingsBlock && (
        <Fact label={t('transparency.asset.holdingsBlock')} value={asset.holdingsBlock} />
      )}
    </>
  );
}
