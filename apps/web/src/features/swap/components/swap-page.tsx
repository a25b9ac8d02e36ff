import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { Quote } from '@woohoo/shared/money-rules';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { ChevronIcon } from '../../../components/icons';
import { AmountField } from '../../../components/money/amount-field';
import { AssetMark } from '../../../components/money/asset-mark';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import styles from '../../../components/money/money-page.module.css';
import { ResultCard } from '../../../components/money/result-card';
import { SummaryList } from '../../../components/money/summary-list';
import { ArrowDownIcon, RecordsIcon } from '../../../components/money-icons';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { findBalance } from '../../../lib/money/find-balance';
import { formatBps } from '../../../lib/money/format-bps';
import { useBalances } from '../../../lib/money/get-balances';
import { useMoneyConfig } from '../../../lib/money/get-money-config';
import type { SwapRecord } from '../../../lib/money/money-types';
import { parseWei } from '../../../lib/money/parse-amount';
import { MONEY_PATHS } from '../../../lib/navigation/money-paths';
import { showToast } from '../../../lib/toast';
import { useCreateSwap } from '../api/create-swap';
import { validateSwap } from '../utils/validate-swap';
import swapStyles from './swap-page.module.css';

function amount(wei: bigint, asset: 'USDT' | 'USDB'): string {
  return `${formatTokenAmount(wei, TOKEN_DECIMALS, 6)} ${asset}`;
}

/**
 * /pages/my/Flashexchange and /pages/my/BSCFlashexchange: the instant swap of USDT into USDB at
 * 1:1 minus the fee, with a live preview of what arrives and a confirmation before it runs.
 */
export function SwapPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const config = useMoneyConfig();
  const balances = useBalances(address);
  const mutation = useCreateSwap();
  const idempotency = useIdempotencyKey();
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState<{ quote: Quote; key: string } | undefined>();
  const [created, setCreated] = useState<SwapRecord | undefined>();

  const usdt = findBalance(balances.data, 'USDT');
  const usdb = findBalance(balances.data, 'USDB');
  if (config.isPending || balances.isPending) return <FormSkeleton />;
  if (!config.data || !usdt || !usdb) {
    return (
      <LoadError
        onRetry={() => {
          void config.refetch();
          void balances.refetch();
        }}
      />
    );
  }

  const feeBps = BigInt(config.data.swapFeeBps);
  const feeLabel = t('money.feeWithRate', { rate: formatBps(feeBps) });
  const check = validateSwap({ text, availableWei: usdt.availableWei, feeBps });
  const error =
    !check.ok && (text !== '' || showErrors)
      ? check.problem === 'missing'
        ? t('swap.errors.missing')
        : t(`money.errors.${check.problem}`)
      : undefined;
  const preview = check.ok ? check.quote : undefined;

  function edit(next: string) {
    setText(next);
    setCreated(undefined);
  }

  function review() {
    setShowErrors(true);
    if (!check.ok) return;
    setPending({ quote: check.quote, key: idempotency.keyFor(`USDT>USDB|${check.quote.amountWei}`) });
  }

  function confirm() {
    if (!pending) return;
    mutation.mutate(
      { amountWei: pending.quote.amountWei, idempotencyKey: pending.key },
      {
        onSuccess: (record) => {
          idempotency.reset();
          setPending(undefined);
          setText('');
          setShowErrors(false);
          setCreated(record);
          showToast(t('swap.success'));
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={swapStyles.side}>
          <span className={swapStyles.sideLabel}>{t('swap.pay')}</span>
          <span className={styles.chip}>
            <AssetMark asset="USDT" size={24} />
            USDT
          </span>
        </div>
        <AmountField
          value={text}
          onChange={edit}
          unit="USDT"
          maxWei={usdt.availableWei}
          balance={t('money.availableAmount', {
            amount: formatTokenAmount(usdt.availableWei, TOKEN_DECIMALS),
            asset: 'USDT',
          })}
          error={error}
        />
        <div className={swapStyles.arrow} aria-hidden="true">
          <ArrowDownIcon size={20} />
        </div>
        <div className={swapStyles.side}>
          <span className={swapStyles.sideLabel}>{t('swap.receive')}</span>
          <span className={styles.chip}>
            <AssetMark asset="USDB" size={24} />
            USDB
          </span>
        </div>
        <p className={swapStyles.receive} data-testid="swap-receive" translate="no">
          {preview ? formatTokenAmount(preview.receivedWei, TOKEN_DECIMALS, 6) : '0'}
          <span className={styles.heroUnit}>USDB</span>
        </p>
        <SummaryList
          rows={[
            { key: 'rate', label: t('swap.rate'), value: t('swap.rateValue'), mono: true },
            {
              key: 'amount',
              label: t('swap.pay'),
              value: preview ? amount(preview.amountWei, 'USDT') : '—',
              mono: true,
            },
            {
              key: 'fee',
              label: feeLabel,
              value: preview ? amount(preview.feeWei, 'USDT') : '—',
              mono: true,
              testId: 'swap-fee',
            },
            {
              key: 'usdb',
              label: t('swap.usdbBalance'),
              value: amount(usdb.availableWei, 'USDB'),
              mono: true,
            },
          ]}
        />
        <Button color="primary" block shape="rounded" size="large" onClick={review}>
          {t('swap.submit')}
        </Button>
      </section>

      {created && (
        <ResultCard
          title={t('swap.success')}
          status={created.status}
          rows={[
            {
              key: 'amount',
              label: t('swap.pay'),
              value: amount(parseWei(created.amount), 'USDT'),
              mono: true,
            },
            { key: 'fee', label: t('money.fee'), value: amount(parseWei(created.fee), 'USDT'), mono: true },
            {
              key: 'receive',
              label: t('swap.receive'),
              value: amount(parseWei(created.received), 'USDB'),
              mono: true,
            },
          ]}
        />
      )}

      <Link to={MONEY_PATHS.swapRecords} className={styles.linkRow}>
        <RecordsIcon size={18} />
        {t('swap.records')}
        <ChevronIcon size={16} className="flip-in-rtl" />
      </Link>

      <ConfirmSheet
        open={pending !== undefined}
        title={t('swap.confirmTitle')}
        busy={mutation.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={confirm}
        rows={
          pending
            ? [
                {
                  key: 'amount',
                  label: t('swap.pay'),
                  value: amount(pending.quote.amountWei, 'USDT'),
                  mono: true,
                },
                { key: 'fee', label: feeLabel, value: amount(pending.quote.feeWei, 'USDT'), mono: true },
                { key: 'rate', label: t('swap.rate'), value: t('swap.rateValue'), mono: true },
                {
                  key: 'receive',
                  label: t('swap.receive'),
                  value: amount(pending.quote.receivedWei, 'USDB'),
                  mono: true,
                  emphasis: true,
                },
              ]
            : []
        }
      />
    </div>
  );
}
