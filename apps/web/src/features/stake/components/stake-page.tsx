import type { StakeOrder } from '@woohoo/shared/api/stake';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { largestStakeWei, type StakeQuote } from '@woohoo/shared/rules/stake-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import textStyle from '../../../components/layout/text.module.css';
import { AmountField } from '../../../components/money/amount-field';
import { BalanceHero } from '../../../components/money/balance-hero';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import styles from '../../../components/money/money-page.module.css';
import { RecordsLinkRow } from '../../../components/money/records-link-row';
import { ResultCard } from '../../../components/money/result-card';
import type { SummaryRow } from '../../../components/money/summary-list';
import { paths } from '../../../config/paths';
import { useMoneyForm } from '../../../hooks/use-money-form';
import { combineQueries } from '../../../lib/combine-queries';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { findBalance } from '../../../lib/money/find-balance';
import { formatBps } from '../../../lib/money/format-bps';
import { useBalances } from '../../../lib/money/get-balances';
import { parseWei } from '../../../lib/money/parse-amount';
import { showToast } from '../../../lib/toast';
import { useCreateStake, useStakePackages } from '../api/stake-api';
import { validateStake } from '../utils/validate-stake';
import stakeStyles from './stake.module.css';

type Draft = { packageId: string; quote: StakeQuote };

/** What each problem of the stake form says (SPEC 8 wording where it has one). */
const PROBLEM_TEXT = {
  amountInvalid: 'money.errors.amountInvalid',
  stakeAmountInvalid: 'stake.errors.amount',
  stakePackageInvalid: 'stake.errors.package',
  insufficientBalance: 'money.errors.insufficientBalance',
} as const;

/**
 * /pages/pledge/pledge (SPEC 3, 5, 9; docs/rules.md "Staking"): USDT into a package of days. The
 * amount is a multiple of 10 up to 1000; the summary shows the expected daily reward, the total
 * accelerable amount, the expiry and the balance after, and the rule that the principal returns
 * at expiry.
 */
export function StakePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const offer = useStakePackages(address);
  const balances = useBalances(address);
  const mutation = useCreateStake();
  const [packageId, setPackageId] = useState<string | undefined>(undefined);
  const form = useMoneyForm({
    mutation,
    fingerprint: (draft: Draft) => `${draft.packageId}|${draft.quote.amountWei}`,
    toInput: ({ packageId, quote, key }) => ({ packageId, amountWei: quote.amountWei, idempotencyKey: key }),
    onSuccess: () => showToast(t('stake.success')),
  });

  const usdt = findBalance(balances.data, 'USDT');
  const load = combineQueries(offer, balances);
  if (load.isPending) return <FormSkeleton />;
  if (!offer.data || !usdt) return <LoadError onRetry={load.retry} />;
  const chosen = packageId ?? offer.data.packages[0]?.id ?? '';
  const check = validateStake({
    offer: offer.data,
    packageId: chosen,
    text: form.text,
    availableWei: usdt.availableWei,
  });
  // The limits are written as every amount is ("1,000 USDT"), from the rules the server sends.
  const limits = {
    max: formatAssetAmount(parseWei(offer.data.max), 'USDT'),
    step: formatTokenAmount(parseWei(offer.data.step), TOKEN_DECIMALS),
  };
  const error =
    !check.ok && form.showsProblem(form.text) ? t(PROBLEM_TEXT[check.problem], limits) : undefined;
  // The chosen package shows, with its expiry, before an amount is typed.
  const offered = offer.data.packages.find((p) => p.id === chosen);
  const chosenPackage = offered && { days: offered.days, dailyRateBps: BigInt(offered.dailyRateBps) };
  const rows = (
    quote: (Omit<StakeQuote, 'balanceAfterWei'> & { balanceAfterWei?: bigint }) | undefined,
    pkg: Pick<StakeQuote['package'], 'days' | 'dailyRateBps'> | undefined = quote?.package,
  ): SummaryRow[] => [
    {
      key: 'package',
      label: t('stake.package'),
      value: pkg ? t('stake.packageLine', { count: pkg.days, rate: formatBps(pkg.dailyRateBps) }) : '—',
      testId: 'stake-package',
    },
    {
      key: 'daily',
      label: t('stake.expectedDaily'),
      value: quote ? formatAssetAmount(quote.dailyRewardWei, 'USDT') : '—',
      mono: true,
      testId: 'stake-daily',
    },
    {
      key: 'accelerable',
      label: t('stake.accelerableTotal'),
      value: quote ? formatAssetAmount(quote.accelerableWei, 'USDT') : '—',
      mono: true,
    },
    {
      key: 'expires',
      label: t('stake.expires'),
      value: pkg ? formatLocalDateTime(new Date(Date.now() + pkg.days * 86_400_000)) : '—',
    },
    {
      key: 'after',
      label: t('stake.balanceAfter'),
      value: quote?.balanceAfterWei !== undefined ? formatAssetAmount(quote.balanceAfterWei, 'USDT') : '—',
      mono: true,
      emphasis: true,
      testId: 'stake-balance-after',
    },
  ];

  return (
    <MoneyFormPage
      hero={
        <BalanceHero
          asset="USDT"
          label={t('money.available')}
          amountWei={usdt.availableWei}
          testId="stake-available"
        />
      }
      intro={t('stake.intro')}
      // A stake the balance does not cover still shows what it would earn, with no balance after.
      summary={rows(check.ok ? check.quote : check.cost, chosenPackage)}
      notice={
        <p className={styles.note} data-testid="stake-rule">
          {t('stake.rule', {
            min: formatAssetAmount(parseWei(offer.data.min), 'USDT'),
            max: formatAssetAmount(parseWei(offer.data.max), 'USDT'),
            step: formatAssetAmount(parseWei(offer.data.step), 'USDT'),
            multiple: `${offer.data.accelerableBps / 10_000}x`,
          })}
        </p>
      }
      submit={{
        label: t('stake.submit'),
        onClick: () => form.review(check.ok ? { packageId: chosen, quote: check.quote } : undefined),
      }}
      result={form.created && <StakeResult order={form.created} />}
      records={{ to: paths.stakeRecords(), label: t('route.pledgeRecord') }}
      after={<RecordsLinkRow to={paths.pool()} label={t('pool.title')} />}
      confirm={{
        title: t('stake.confirmTitle'),
        sheet: form.sheet,
        rows: form.pending
          ? [
              {
                key: 'amount',
                label: t('money.amount'),
                value: formatAssetAmount(form.pending.quote.amountWei, 'USDT'),
                mono: true,
              },
              ...rows(form.pending.quote),
            ]
          : [],
      }}
    >
      <fieldset className={stakeStyles.packages}>
        <legend className="visually-hidden">{t('stake.package')}</legend>
        {offer.data.packages.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={p.id === chosen}
            className={stakeStyles.package}
            data-testid={`stake-package-${p.id}`}
            onClick={() => {
              setPackageId(p.id);
              form.fieldEdited();
            }}
          >
            <span className={textStyle.heading}>{t('stake.days', { count: p.days })}</span>
            <span className={textStyle.caption}>
              {t('stake.daily', { rate: formatBps(BigInt(p.dailyRateBps)) })}
            </span>
          </button>
        ))}
      </fieldset>
      <AmountField
        value={form.text}
        onChange={form.setText}
        unit="USDT"
        // Max fills the largest stake the rules accept (a multiple of 10, at most 1,000), not
        // the whole balance, which is refused above 1,000.
        maxWei={largestStakeWei(
          {
            minWei: parseWei(offer.data.min),
            maxWei: parseWei(offer.data.max),
            stepWei: parseWei(offer.data.step),
          },
          usdt.availableWei,
        )}
        balance={t('money.availableAmount', {
          amount: formatTokenAmount(usdt.availableWei, TOKEN_DECIMALS),
          asset: 'USDT',
        })}
        error={error}
      />
    </MoneyFormPage>
  );
}

function StakeResult({ order }: { order: StakeOrder }) {
  const { t } = useTranslation();
  return (
    <ResultCard
      title={t('stake.success')}
      status="success"
      rows={[
        {
          key: 'amount',
          label: t('money.amount'),
          value: formatAssetAmount(parseWei(order.amount), 'USDT'),
          mono: true,
        },
        { key: 'package', label: t('stake.package'), value: t('stake.days', { count: order.days }) },
        { key: 'expires', label: t('stake.expires'), value: formatLocalDateTime(new Date(order.expiresAt)) },
      ]}
    />
  );
}
