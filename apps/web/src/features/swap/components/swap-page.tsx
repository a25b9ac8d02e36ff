import type { Asset } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { Quote } from '@woohoo/shared/money-rules';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { AmountField } from '../../../components/money/amount-field';
import { AssetMark } from '../../../components/money/asset-mark';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import styles from '../../../components/money/money-page.module.css';
import { ResultCard } from '../../../components/money/result-card';
import { ArrowDownIcon } from '../../../components/money-icons';
import { paths } from '../../../config/paths';
import { useMoneyForm } from '../../../hooks/use-money-form';
import { useMoneyFormData } from '../../../hooks/use-money-form-data';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { findBalance } from '../../../lib/money/find-balance';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { quoteRows } from '../../../lib/money/quote-rows';
import { showToast } from '../../../lib/toast';
import { useCreateSwap } from '../api/create-swap';
import { validateSwap } from '../utils/validate-swap';
import swapStyles from './swap-page.module.css';

/**
 * /pages/my/Flashexchange and /pages/my/BSCFlashexchange: the instant swap of USDT into USDB at
 * 1:1 minus the fee, with a live preview of what arrives and a confirmation before it runs.
 */
export function SwapPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const data = useMoneyFormData(address);
  const mutation = useCreateSwap();
  const form = useMoneyForm({
    mutation,
    fingerprint: ({ quote }: { quote: Quote }) => `USDT>USDB|${quote.amountWei}`,
    toInput: ({ quote, key }) => ({ amountWei: quote.amountWei, idempotencyKey: key }),
    onSuccess: () => showToast(t('swap.success')),
  });

  const usdt = findBalance(data.balances, 'USDT');
  const usdb = findBalance(data.balances, 'USDB');
  if (data.isPending) return <FormSkeleton />;
  if (!data.config || !usdt || !usdb) return <LoadError onRetry={data.retry} />;

  const feeBps = BigInt(data.config.swapFeeBps);
  const feeLabel = t('money.feeWithRate', { rate: formatBps(feeBps) });
  const check = validateSwap({ text: form.text, availableWei: usdt.availableWei, feeBps });
  const error =
    !check.ok && form.showsProblem(form.text)
      ? check.problem === 'missing'
        ? t('swap.errors.missing')
        : t(`money.errors.${check.problem}`)
      : undefined;
  // An amount over the balance still shows its fee and what it would bring, beside the error.
  const preview = check.ok ? check.quote : check.cost;
  const { created, pending } = form;

  return (
    <MoneyFormPage
      summary={[
        { key: 'rate', label: t('swap.rate'), value: t('swap.rateValue'), mono: true },
        {
          key: 'amount',
          label: t('swap.pay'),
          value: preview ? formatAssetAmount(preview.amountWei, 'USDT') : '—',
          mono: true,
        },
        {
          key: 'fee',
          label: feeLabel,
          value: preview ? formatAssetAmount(preview.feeWei, 'USDT') : '—',
          mono: true,
          testId: 'swap-fee',
        },
        {
          key: 'usdb',
          label: t('swap.usdbBalance'),
          value: formatAssetAmount(usdb.availableWei, 'USDB'),
          mono: true,
        },
        {
          // What the USDB balance becomes: shown for an amount the balance covers, as the other
          // forms show their balance after.
          key: 'usdbAfter',
          label: t('swap.usdbBalanceAfter'),
          value: check.ok ? formatAssetAmount(usdb.availableWei + check.quote.receivedWei, 'USDB') : '—',
          mono: true,
          emphasis: true,
          testId: 'swap-usdb-after',
        },
      ]}
      submit={{
        label: t('swap.submit'),
        onClick: () => form.review(check.ok ? { quote: check.quote } : undefined),
      }}
      result={
        created && (
          <ResultCard
            title={t('swap.success')}
            status={created.status}
            rows={quoteRows(
              {
                amountWei: parseWei(created.amount),
                feeWei: parseWei(created.fee),
                receivedWei: parseWei(created.received),
              },
              { amount: t('swap.pay'), fee: t('money.fee'), received: t('swap.receive') },
              { paid: 'USDT', received: 'USDB' },
            )}
          />
        )
      }
      records={{ to: paths.swapRecords(), label: t('swap.records') }}
      confirm={{
        title: t('swap.confirmTitle'),
        sheet: form.sheet,
        rows: pending
          ? quoteRows(
              pending.quote,
              { amount: t('swap.pay'), fee: feeLabel, received: t('swap.receive') },
              { paid: 'USDT', received: 'USDB' },
            ).toSpliced(2, 0, { key: 'rate', label: t('swap.rate'), value: t('swap.rateValue'), mono: true })
          : [],
      }}
    >
      <SwapSide label={t('swap.pay')} asset="USDT" />
      <AmountField
        value={form.text}
        onChange={form.setText}
        unit="USDT"
        maxWei={usdt.availableWei}
        error={error}
      />
      <IconTile size={36} round className={swapStyles.arrow} aria-hidden="true">
        <ArrowDownIcon size={20} />
      </IconTile>
      <SwapSide label={t('swap.receive')} asset="USDB" />
      <p className={`${textStyle.mono} ${swapStyles.receive}`} data-testid="swap-receive" translate="no">
        {preview ? formatTokenAmount(preview.receivedWei, TOKEN_DECIMALS) : '0'}
        <span className={styles.heroUnit}>USDB</span>
      </p>
    </MoneyFormPage>
  );
}

/** One side of the swap: "You pay" or "You receive" with the asset's chip. */
function SwapSide({ label, asset }: { label: string; asset: Asset }) {
  return (
    <Row justify="between" gap={8}>
      <span className={swapStyles.sideLabel}>{label}</span>
      <span className={styles.chip}>
        <AssetMark asset={asset} size={24} />
        {asset}
      </span>
    </Row>
  );
}
