import { WITHDRAW_ASSETS } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { Quote } from '@woohoo/shared/money-rules';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AmountField } from '../../../components/money/amount-field';
import { BalanceHero } from '../../../components/money/balance-hero';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import styles from '../../../components/money/money-page.module.css';
import { paths } from '../../../config/paths';
import { useMoneyForm } from '../../../hooks/use-money-form';
import { useMoneyFormData } from '../../../hooks/use-money-form-data';
import { useNetworkName } from '../../../hooks/use-network-name';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { findBalance } from '../../../lib/money/find-balance';
import { parseAmountInput, parseWei } from '../../../lib/money/parse-amount';
import { quoteRows } from '../../../lib/money/quote-rows';
import { showToast } from '../../../lib/toast';
import { isWithdrawalsPausedError, useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawAvailability } from '../api/get-withdraw-availability';
import { validateWithdrawal } from '../utils/validate-withdrawal';
import { WithdrawalResult } from './withdrawal-result';
import { WITHDRAWALS_PAUSED_BANNER_ID, WithdrawalsPausedBanner } from './withdrawals-paused-banner';

const ASSET = WITHDRAW_ASSETS[0];

/**
 * /pages/my/Withdrawcash and /pages/my/BSCWithdrawcash: USDT from the platform balance to the
 * signed-in wallet. The minimum and the gas fee show before anything is confirmed; the sheet
 * repeats amount, fee, what arrives and where; the created withdrawal shows with its state.
 * While payouts are paused a banner says why and the submit button is disabled.
 */
export function WithdrawPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const data = useMoneyFormData(address);
  const networkName = useNetworkName();
  const mutation = useCreateWithdrawal();
  const form = useMoneyForm({
    mutation,
    fingerprint: ({ quote }: { quote: Quote }) => `${ASSET}|${quote.amountWei}`,
    toInput: ({ quote, key }) => ({ asset: ASSET, amountWei: quote.amountWei, idempotencyKey: key }),
    onSuccess: () => showToast(t('money.submitted')),
    // The server's translated message has been toasted; the banner below now says why.
    closesOnError: isWithdrawalsPausedError,
  });
  const availability = useWithdrawAvailability(address);
  const pausedFor = availability.data?.paused ? availability.data.reason : null;

  const balance = findBalance(data.balances, ASSET);
  if (data.isPending) return <FormSkeleton />;
  if (!data.config || !balance) return <LoadError onRetry={data.retry} />;

  const minWei = parseWei(data.config.withdrawMin);
  const feeWei = parseWei(data.config.withdrawFee);
  const reviewFromWei = parseWei(data.config.withdrawReviewThreshold);
  const check = validateWithdrawal({ text: form.text, availableWei: balance.availableWei, minWei, feeWei });
  const error =
    !check.ok && form.showsProblem(form.text)
      ? t(`money.errors.${check.problem}`, {
          minimum: formatTokenAmount(minWei, TOKEN_DECIMALS),
          asset: ASSET,
        })
      : undefined;
  // What would arrive shows beside "Insufficient balance" too.
  const preview = check.ok ? check.quote : check.cost;
  const typedWei = parseAmountInput(form.text) ?? 0n;
  const waitsForReview = (amountWei: bigint) => amountWei > 0n && amountWei >= reviewFromWei;
  const reviewText = (amountWei: bigint) =>
    waitsForReview(amountWei) ? t('withdraw.reviewWait') : t('withdraw.reviewAutomatic');
  const { pending } = form;

  return (
    <MoneyFormPage
      hero={
        <BalanceHero
          asset={ASSET}
          label={t('money.available')}
          amountWei={balance.availableWei}
          testId="withdraw-available"
        />
      }
      alert={pausedFor && <WithdrawalsPausedBanner reason={pausedFor} />}
      intro={t('withdraw.intro', { network: networkName })}
      summary={[
        {
          key: 'min',
          label: t('withdraw.minimum'),
          value: formatAssetAmount(minWei, ASSET),
          mono: true,
          testId: 'withdraw-minimum',
        },
        {
          key: 'fee',
          label: t('withdraw.gasFee'),
          value: formatAssetAmount(feeWei, ASSET),
          mono: true,
          testId: 'withdraw-fee',
        },
        { key: 'to', label: t('withdraw.destination'), value: shortenAddress(address), mono: true },
        {
          key: 'receive',
          label: t('money.youReceive'),
          value: preview ? formatAssetAmount(preview.receivedWei, ASSET) : '—',
          mono: true,
          emphasis: true,
          testId: 'withdraw-receive',
        },
      ]}
      notice={
        <p className={styles.note} data-testid="withdraw-review-notice" data-waits={waitsForReview(typedWei)}>
          {t(waitsForReview(typedWei) ? 'withdraw.reviewNotice' : 'withdraw.reviewRule', {
            threshold: formatAssetAmount(reviewFromWei, ASSET),
          })}
        </p>
      }
      submit={{
        label: t('withdraw.submit'),
        onClick: () => form.review(check.ok ? { quote: check.quote } : undefined),
        // Nothing to promise while payouts are paused (docs/rules.md); the banner says why.
        disabled: pausedFor !== null,
        describedBy: pausedFor ? WITHDRAWALS_PAUSED_BANNER_ID : undefined,
      }}
      result={form.created && <WithdrawalResult address={address} created={form.created} />}
      records={{ to: paths.withdrawRecords(), label: t('withdraw.records') }}
      confirm={{
        title: t('withdraw.confirmTitle'),
        sheet: form.sheet,
        rows: pending
          ? [
              ...quoteRows(
                pending.quote,
                { amount: t('money.amount'), fee: t('withdraw.gasFee'), received: t('money.youReceive') },
                { paid: ASSET, received: ASSET },
              ).toSpliced(2, 0, { key: 'to', label: t('withdraw.destination'), value: address, mono: true }),
              { key: 'review', label: t('withdraw.review'), value: reviewText(pending.quote.amountWei) },
            ]
          : [],
      }}
    >
      <AmountField
        value={form.text}
        onChange={form.setText}
        unit={ASSET}
        maxWei={balance.availableWei}
        error={error}
      />
    </MoneyFormPage>
  );
}
