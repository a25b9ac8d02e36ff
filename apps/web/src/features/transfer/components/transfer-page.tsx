import { TRANSFER_ASSETS } from '@woohoo/shared/assets';
import type { Quote } from '@woohoo/shared/money-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AmountField } from '../../../components/money/amount-field';
import { CopyableAddress } from '../../../components/money/copyable-address';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import { ResultCard } from '../../../components/money/result-card';
import { paths } from '../../../config/paths';
import { useMoneyForm } from '../../../hooks/use-money-form';
import { useMoneyFormData } from '../../../hooks/use-money-form-data';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { findBalance } from '../../../lib/money/find-balance';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { quoteRows } from '../../../lib/money/quote-rows';
import { showToast } from '../../../lib/toast';
import { useRecipientLookup } from '../api/check-recipient';
import { type TransferAsset, useCreateTransfer } from '../api/create-transfer';
import { checkRecipient, validateTransfer } from '../utils/validate-transfer';
import { AssetPicker } from './asset-picker';
import { RecipientField } from './recipient-field';

/** The assets the server allows, in our order; our own list when the config names none we know. */
function transferAssets(allowed: readonly string[] | undefined): readonly TransferAsset[] {
  const known = TRANSFER_ASSETS.filter((asset) => !allowed || allowed.includes(asset));
  return known.length > 0 ? known : TRANSFER_ASSETS;
}

type Draft = { asset: TransferAsset; to: Address; quote: Quote };

/**
 * /pages/my/transfer: USDT or USDB to another registered user. The fee preview follows the
 * amount; the sheet shows amount, fee, what the recipient receives and the full address.
 */
export function TransferPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const data = useMoneyFormData(address);
  const mutation = useCreateTransfer();
  const [asset, setAsset] = useState<TransferAsset>(TRANSFER_ASSETS[0]);
  const [recipient, setRecipient] = useState('');
  const form = useMoneyForm({
    mutation,
    fingerprint: (draft: Draft) => `${draft.asset}|${draft.to}|${draft.quote.amountWei}`,
    toInput: ({ asset, to, quote, key }) => ({ asset, to, amountWei: quote.amountWei, idempotencyKey: key }),
    onSuccess: () => {
      setRecipient('');
      showToast(t('money.submitted'));
    },
  });

  const recipientAddress = checkRecipient(recipient, address);
  const lookup = useRecipientLookup(address, recipientAddress.ok ? recipientAddress.to : undefined);
  const balance = findBalance(data.balances, asset);
  if (data.isPending) return <FormSkeleton />;
  if (!data.config || !balance) return <LoadError onRetry={data.retry} />;

  const feeBps = BigInt(data.config.transferFeeBps);
  const feeLabel = t('money.feeWithRate', { rate: formatBps(feeBps) });
  const check = validateTransfer({
    recipient,
    lookup,
    text: form.text,
    selfAddress: address,
    availableWei: balance.availableWei,
    feeBps,
  });
  const recipientProblem = check.ok ? undefined : check.recipientProblem;
  // A registered recipient, or the look-up under way, shows as a hint; a look-up answer of "no"
  // shows at once (the user has finished typing a whole address), other faults once touched.
  const recipientError =
    recipientProblem === 'checking' || recipientProblem === undefined
      ? undefined
      : recipientProblem === 'notRegistered' ||
          recipientProblem === 'lookupFailed' ||
          form.showsProblem(recipient)
        ? t(`transfer.errors.${recipientProblem}`)
        : undefined;
  const recipientHint =
    recipientProblem === 'checking'
      ? t('transfer.recipientChecking')
      : recipientAddress.ok && lookup === 'registered'
        ? t('transfer.recipientRegistered')
        : undefined;
  const amountError =
    !check.ok && check.amountProblem && form.showsProblem(form.text)
      ? check.amountProblem === 'missing'
        ? t('transfer.errors.missing')
        : t(`money.errors.${check.amountProblem}`)
      : undefined;
  // The fee follows the amount even before the recipient is right or the balance covers it.
  const preview = check.ok ? check.quote : check.cost;
  const { created, pending } = form;

  return (
    <MoneyFormPage
      intro={t('transfer.intro')}
      summary={[
        {
          key: 'fee',
          label: feeLabel,
          value: preview ? formatAssetAmount(preview.feeWei, asset) : '—',
          mono: true,
          testId: 'transfer-fee',
        },
        {
          key: 'receive',
          label: t('transfer.recipientReceives'),
          value: preview ? formatAssetAmount(preview.receivedWei, asset) : '—',
          mono: true,
          emphasis: true,
          testId: 'transfer-receive',
        },
      ]}
      submit={{
        label: t('transfer.submit'),
        // While the recipient is being looked up a press could not open the confirmation: the
        // button waits with a spinner instead of doing nothing.
        loading: recipientProblem === 'checking',
        onClick: () => form.review(check.ok ? { asset, to: check.to, quote: check.quote } : undefined),
      }}
      result={
        created && (
          <ResultCard
            title={t('money.submitted')}
            status={created.status}
            rows={[
              {
                key: 'amount',
                label: t('money.amount'),
                value: formatAssetAmount(parseWei(created.amount), created.asset),
                mono: true,
              },
              {
                key: 'receive',
                label: t('transfer.recipientReceives'),
                value: formatAssetAmount(parseWei(created.received), created.asset),
                mono: true,
              },
              { key: 'to', label: t('money.to'), value: <CopyableAddress address={created.address} /> },
            ]}
          />
        )
      }
      records={{ to: paths.transferRecords(), label: t('transfer.records') }}
      confirm={{
        title: t('transfer.confirmTitle'),
        sheet: form.sheet,
        rows: pending
          ? quoteRows(
              pending.quote,
              { amount: t('money.amount'), fee: feeLabel, received: t('transfer.recipientReceives') },
              { paid: pending.asset, received: pending.asset },
            ).toSpliced(2, 0, { key: 'to', label: t('money.to'), value: pending.to, mono: true })
          : [],
      }}
    >
      <AssetPicker
        assets={transferAssets(data.config.transferAssets)}
        value={asset}
        onChange={(next) => {
          setAsset(next);
          form.fieldEdited();
        }}
      />
      <RecipientField
        value={recipient}
        onChange={(next) => {
          setRecipient(next);
          form.fieldEdited();
        }}
        error={recipientError}
        hint={recipientHint}
      />
      <AmountField
        value={form.text}
        onChange={form.setText}
        unit={asset}
        maxWei={balance.availableWei}
        error={amountError}
      />
    </MoneyFormPage>
  );
}
