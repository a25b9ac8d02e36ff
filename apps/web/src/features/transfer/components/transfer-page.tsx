import { TRANSFER_ASSETS } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { Quote } from '@woohoo/shared/money-rules';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { ChevronIcon } from '../../../components/icons';
import { AmountField } from '../../../components/money/amount-field';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { CopyableAddress } from '../../../components/money/copyable-address';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import styles from '../../../components/money/money-page.module.css';
import { ResultCard } from '../../../components/money/result-card';
import { SummaryList } from '../../../components/money/summary-list';
import { RecordsIcon } from '../../../components/money-icons';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { findBalance } from '../../../lib/money/find-balance';
import { formatBps } from '../../../lib/money/format-bps';
import { useBalances } from '../../../lib/money/get-balances';
import { useMoneyConfig } from '../../../lib/money/get-money-config';
import type { TransferRecord } from '../../../lib/money/money-types';
import { parseWei } from '../../../lib/money/parse-amount';
import { MONEY_PATHS } from '../../../lib/navigation/money-paths';
import { showToast } from '../../../lib/toast';
import { type TransferAsset, useCreateTransfer } from '../api/create-transfer';
import { validateTransfer } from '../utils/validate-transfer';
import { AssetPicker } from './asset-picker';
import { RecipientField } from './recipient-field';

function amount(wei: bigint, asset: string): string {
  return `${formatTokenAmount(wei, TOKEN_DECIMALS, 6)} ${asset}`;
}

/** The assets the server allows, in our order; our own list when the config names none we know. */
function transferAssets(allowed: readonly string[] | undefined): readonly TransferAsset[] {
  const known = TRANSFER_ASSETS.filter((asset) => !allowed || allowed.includes(asset));
  return known.length > 0 ? known : TRANSFER_ASSETS;
}

type Pending = { asset: TransferAsset; to: Address; quote: Quote; key: string };

/**
 * /pages/my/transfer: USDT or USDB to another registered user. The fee preview follows the
 * amount; the sheet shows amount, fee, what the recipient receives and the full address.
 */
export function TransferPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const config = useMoneyConfig();
  const balances = useBalances(address);
  const mutation = useCreateTransfer();
  const idempotency = useIdempotencyKey();
  const [asset, setAsset] = useState<TransferAsset>(TRANSFER_ASSETS[0]);
  const [recipient, setRecipient] = useState('');
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState<Pending | undefined>();
  const [created, setCreated] = useState<TransferRecord | undefined>();

  const balance = findBalance(balances.data, asset);
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

  const feeBps = BigInt(config.data.transferFeeBps);
  const check = validateTransfer({
    recipient,
    text,
    selfAddress: address,
    availableWei: balance.availableWei,
    feeBps,
  });
  const recipientError =
    !check.ok && check.recipientProblem && (recipient !== '' || showErrors)
      ? t(`transfer.errors.${check.recipientProblem}`)
      : undefined;
  const amountError =
    !check.ok && check.amountProblem && (text !== '' || showErrors)
      ? check.amountProblem === 'missing'
        ? t('transfer.errors.missing')
        : t(`money.errors.${check.amountProblem}`)
      : undefined;
  const preview = check.ok ? check.quote : undefined;

  function change(update: () => void) {
    update();
    setCreated(undefined);
  }

  function review() {
    setShowErrors(true);
    if (!check.ok) return;
    const key = idempotency.keyFor(`${asset}|${check.to}|${check.quote.amountWei}`);
    setPending({ asset, to: check.to, quote: check.quote, key });
  }

  function confirm() {
    if (!pending) return;
    mutation.mutate(
      {
        asset: pending.asset,
        to: pending.to,
        amountWei: pending.quote.amountWei,
        idempotencyKey: pending.key,
      },
      {
        onSuccess: (record) => {
          idempotency.reset();
          setPending(undefined);
          setText('');
          setRecipient('');
          setShowErrors(false);
          setCreated(record);
          showToast(t('money.submitted'));
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <p className={styles.intro}>{t('transfer.intro')}</p>
        <AssetPicker
          assets={transferAssets(config.data.transferAssets)}
          value={asset}
          onChange={(next) => change(() => setAsset(next))}
        />
        <RecipientField
          value={recipient}
          onChange={(next) => change(() => setRecipient(next))}
          error={recipientError}
        />
        <AmountField
          value={text}
          onChange={(next) => change(() => setText(next))}
          unit={asset}
          maxWei={balance.availableWei}
          balance={t('money.availableAmount', {
            amount: formatTokenAmount(balance.availableWei, TOKEN_DECIMALS),
            asset,
          })}
          error={amountError}
        />
        <SummaryList
          rows={[
            {
              key: 'fee',
              label: t('money.feeWithRate', { rate: formatBps(feeBps) }),
              value: preview ? amount(preview.feeWei, asset) : '—',
              mono: true,
              testId: 'transfer-fee',
            },
            {
              key: 'receive',
              label: t('transfer.recipientReceives'),
              value: preview ? amount(preview.receivedWei, asset) : '—',
              mono: true,
              emphasis: true,
              testId: 'transfer-receive',
            },
          ]}
        />
        <Button color="primary" block shape="rounded" size="large" onClick={review}>
          {t('transfer.submit')}
        </Button>
      </section>

      {created && (
        <ResultCard
          title={t('money.submitted')}
          status={created.status}
          rows={[
            {
              key: 'amount',
              label: t('money.amount'),
              value: amount(parseWei(created.amount), created.asset),
              mono: true,
            },
            {
              key: 'receive',
              label: t('transfer.recipientReceives'),
              value: amount(parseWei(created.received), created.asset),
              mono: true,
            },
            { key: 'to', label: t('money.to'), value: <CopyableAddress address={created.address} /> },
          ]}
        />
      )}

      <Link to={MONEY_PATHS.transferRecords} className={styles.linkRow}>
        <RecordsIcon size={18} />
        {t('transfer.records')}
        <ChevronIcon size={16} className="flip-in-rtl" />
      </Link>

      <ConfirmSheet
        open={pending !== undefined}
        title={t('transfer.confirmTitle')}
        busy={mutation.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={confirm}
        rows={
          pending
            ? [
                {
                  key: 'amount',
                  label: t('money.amount'),
                  value: amount(pending.quote.amountWei, pending.asset),
                  mono: true,
                },
                {
                  key: 'fee',
                  label: t('money.feeWithRate', { rate: formatBps(feeBps) }),
                  value: amount(pending.quote.feeWei, pending.asset),
                  mono: true,
                },
                { key: 'to', label: t('money.to'), value: pending.to, mono: true },
                {
                  key: 'receive',
                  label: t('transfer.recipientReceives'),
                  value: amount(pending.quote.receivedWei, pending.asset),
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
