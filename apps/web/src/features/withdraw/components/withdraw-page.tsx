import { WITHDRAW_ASSETS } from '@woohoo/shared/assets';
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
import { RecordsIcon } from '../../../components/money-icons';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import { useMoneyConfig } from '../../../lib/money/get-money-config';
import type { WithdrawalRecord } from '../../../lib/money/money-types';
import { parseWei } from '../../../lib/money/parse-amount';
import { MONEY_PATHS } from '../../../lib/navigation/money-paths';
import { showToast } from '../../../lib/toast';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { validateWithdrawal } from '../utils/validate-withdrawal';

const ASSET = WITHDRAW_ASSETS[0];

function amount(wei: bigint): string {
  return `${formatTokenAmount(wei, TOKEN_DECIMALS, 6)} ${ASSET}`;
}

/**
 * /pages/my/Withdrawcash and /pages/my/BSCWithdrawcash: USDT from the platform balance to the
 * signed-in wallet. The minimum and the gas fee show before anything is confirmed; the sheet
 * repeats amount, fee, what arrives and where; the created withdrawal shows with its state.
 */
export function WithdrawPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const config = useMoneyConfig();
  const balances = useBalances(address);
  const mutation = useCreateWithdrawal();
  const idempotency = useIdempotencyKey();
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState<{ quote: Quote; key: string } | undefined>();
  const [created, setCreated] = useState<WithdrawalRecord | undefined>();

  const balance = findBalance(balances.data, ASSET);
  if (config.isPending || balances.isPending) return <FormSkeleton />;
  if (!config.data || !balance) {
    return (
      <LoadError
        onRetry={() => {
          void config.refetch();
          void balances.refetch();
        }}
      />
    );
  }

  const minWei = parseWei(config.data.withdrawMin);
  const feeWei = parseWei(config.data.withdrawFee);
  const check = validateWithdrawal({ text, availableWei: balance.availableWei, minWei, feeWei });
  const error = !check.ok && (text !== '' || showErrors) ? t(`money.errors.${check.problem}`) : undefined;

  function edit(next: string) {
    setText(next);
    setCreated(undefined);
  }

  function review() {
    setShowErrors(true);
    if (!check.ok) return;
    const key = idempotency.keyFor(`${ASSET}|${check.quote.amountWei}`);
    setPending({ quote: check.quote, key });
  }

  function confirm() {
    if (!pending) return;
    mutation.mutate(
      { asset: ASSET, amountWei: pending.quote.amountWei, idempotencyKey: pending.key },
      {
        onSuccess: (record) => {
          idempotency.reset();
          setPending(undefined);
          setText('');
          setShowErrors(false);
          setCreated(record);
          showToast(t('money.submitted'));
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label={t('money.available')}>
        <div className={styles.heroTop}>
          <AssetMark asset={ASSET} size={28} />
          <span className={styles.heroLabel}>{t('money.available')}</span>
        </div>
        <p className={styles.heroValue} data-testid="withdraw-available" translate="no">
          {formatTokenAmount(balance.availableWei, TOKEN_DECIMALS)}
          <span className={styles.heroUnit}>{ASSET}</span>
        </p>
      </section>

      <section className={styles.card}>
        <p className={styles.intro}>{t('withdraw.intro')}</p>
        <AmountField
          value={text}
          onChange={edit}
          unit={ASSET}
          maxWei={balance.availableWei}
          balance={t('money.availableAmount', {
            amount: formatTokenAmount(balance.availableWei, TOKEN_DECIMALS),
            asset: ASSET,
          })}
          error={error}
        />
        <SummaryList
          rows={[
            {
              key: 'min',
              label: t('withdraw.minimum'),
              value: amount(minWei),
              mono: true,
              testId: 'withdraw-minimum',
            },
            {
              key: 'fee',
              label: t('withdraw.gasFee'),
              value: amount(feeWei),
              mono: true,
              testId: 'withdraw-fee',
            },
            {
              key: 'to',
              label: t('withdraw.destination'),
              value: shortenAddress(address),
              mono: true,
            },
            {
              key: 'receive',
              label: t('money.youReceive'),
              value: check.ok ? amount(check.quote.receivedWei) : '—',
              mono: true,
              emphasis: true,
              testId: 'withdraw-receive',
            },
          ]}
        />
        <Button color="primary" block shape="rounded" size="large" onClick={review}>
          {t('withdraw.submit')}
        </Button>
      </section>

      {created && <WithdrawalResult record={created} />}

      <Link to={MONEY_PATHS.withdrawRecords} className={styles.linkRow}>
        <RecordsIcon size={18} />
        {t('withdraw.records')}
        <ChevronIcon size={16} className="flip-in-rtl" />
      </Link>

      <ConfirmSheet
        open={pending !== undefined}
        title={t('withdraw.confirmTitle')}
        busy={mutation.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={confirm}
        rows={
          pending
            ? [
                {
                  key: 'amount',
                  label: t('money.amount'),
                  value: amount(pending.quote.amountWei),
                  mono: true,
                },
                { key: 'fee', label: t('withdraw.gasFee'), value: amount(pending.quote.feeWei), mono: true },
                { key: 'to', label: t('withdraw.destination'), value: address, mono: true },
                {
                  key: 'receive',
                  label: t('money.youReceive'),
                  value: amount(pending.quote.receivedWei),
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

function WithdrawalResult({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation();
  return (
    <ResultCard
      title={t('withdraw.resultTitle')}
      status={record.status}
      rows={[
        { key: 'amount', label: t('money.amount'), value: amount(parseWei(record.amount)), mono: true },
        { key: 'fee', label: t('withdraw.gasFee'), value: amount(parseWei(record.fee)), mono: true },
        {
          key: 'receive',
          label: t('money.youReceive'),
          value: amount(parseWei(record.received)),
          mono: true,
        },
        { key: 'to', label: t('withdraw.destination'), value: shortenAddress(record.address), mono: true },
        {
          key: 'time',
          label: t('money.time'),
          value: formatRecordTime(record.time, Date.now(), t('records.justNow')),
        },
      ]}
    />
  );
}
