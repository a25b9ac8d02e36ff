import type { WoohooOrder, WoohooPhases } from '@woohoo/shared/api/woohoo';
import { ONE_TOKEN_WEI, TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { WoohooQuote } from '@woohoo/shared/rules/woohoo-rules';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { BalanceHero } from '../../../components/money/balance-hero';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import styles from '../../../components/money/money-page.module.css';
import { QuantityField } from '../../../components/money/quantity-field';
import { ResultCard } from '../../../components/money/result-card';
import type { SummaryRow } from '../../../components/money/summary-list';
import { paths } from '../../../config/paths';
import { useMoneyForm } from '../../../hooks/use-money-form';
import { combineQueries } from '../../../lib/combine-queries';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { findBalance } from '../../../lib/money/find-balance';
import { formatBps } from '../../../lib/money/format-bps';
import { useBalances } from '../../../lib/money/get-balances';
import { parseWei } from '../../../lib/money/parse-amount';
import { showToast } from '../../../lib/toast';
import { useBuyWoohoo, useWoohooPhases } from '../api/woohoo-api';
import { validateWoohoo } from '../utils/validate-woohoo';
import woohooStyles from './woohoo.module.css';

/**
 * The locked $WOOHOO sale (SPEC 1 and 9; docs/rules.md "Locked $WOOHOO sale and locked
 * positions"): the three phases with their quota, sold and price, whole units from the open phase
 * paid in USDT, and the lock rule where it applies. What is bought shows under Locked positions.
 */
export function WoohooSalePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const offer = useWoohooPhases(address);
  const balances = useBalances(address);
  const mutation = useBuyWoohoo();
  const form = useMoneyForm({
    mutation,
    fingerprint: ({ quote }: { quote: WoohooQuote }) => `${quote.phase}|${quote.amountWei}`,
    toInput: ({ quote, key }) => ({ amountWei: quote.amountWei, idempotencyKey: key }),
    onSuccess: () => showToast(t('woohoo.bought')),
  });
  const usdt = findBalance(balances.data, 'USDT');
  const load = combineQueries(offer, balances);
  if (load.isPending) return <FormSkeleton />;
  if (!offer.data || !usdt) return <LoadError onRetry={load.retry} />;
  const open = offer.data.phases.find((p) => p.open);
  const check = validateWoohoo({ offer: offer.data, unitsText: form.text, availableWei: usdt.availableWei });
  const maxUnits = open ? BigInt(open.remaining) / ONE_TOKEN_WEI : 0n;
  const error =
    !check.ok && form.showsProblem(form.text)
      ? check.problem === 'quantityInvalid' && form.text !== ''
        ? t('woohoo.errors.quantityRange', { max: formatCount(maxUnits) })
        : t(`woohoo.errors.${check.problem}`)
      : undefined;
  const priceText = (priceWei: bigint | undefined) =>
    priceWei === undefined ? '—' : t('woohoo.price', { price: formatTokenAmount(priceWei, TOKEN_DECIMALS) });
  // `covered`: whether the balance pays for the quote; a cost it does not cover shows no balance after.
  const rows = (quote: WoohooQuote | undefined, covered = true): SummaryRow[] => [
    {
      key: 'phase',
      label: t('woohoo.phase', { phase: String(quote?.phase ?? open?.phase ?? '—') }),
      // The open phase's price shows before a quantity is typed: it is what a unit costs now.
      value: priceText(quote?.priceWei ?? (open ? BigInt(open.price) : undefined)),
      testId: 'woohoo-phase-price',
    },
    {
      key: 'amount',
      label: t('woohoo.amount'),
      value: quote ? formatAssetAmount(quote.amountWei, 'WOOHOO') : '—',
      mono: true,
    },
    {
      key: 'cost',
      label: t('woohoo.cost'),
      value: quote ? formatAssetAmount(quote.costWei, 'USDT') : '—',
      mono: true,
      emphasis: true,
      testId: 'woohoo-cost',
    },
    {
      key: 'after',
      label: t('nodes.balanceAfter'),
      value: quote && covered ? formatAssetAmount(usdt.availableWei - quote.costWei, 'USDT') : '—',
      mono: true,
    },
  ];
  return (
    <MoneyFormPage
      hero={
        <BalanceHero
          asset="USDT"
          label={t('money.available')}
          amountWei={usdt.availableWei}
          testId="woohoo-available"
        />
      }
      intro={t('woohoo.intro')}
      summary={check.ok ? rows(check.quote) : rows(check.cost, false)}
      notice={
        <p className={styles.note} data-testid="woohoo-rule">
          {t('woohoo.rule', {
            days: String(offer.data.lockDays),
            rate: formatBps(BigInt(offer.data.dailyReleaseBps)),
          })}
        </p>
      }
      submit={{
        label: t('woohoo.buy'),
        onClick: () => form.review(check.ok ? { quote: check.quote } : undefined),
      }}
      result={form.created && <OrderResult order={form.created} />}
      records={{ to: paths.positions(), label: t('woohoo.positions') }}
      confirm={{
        title: t('woohoo.confirmTitle'),
        sheet: form.sheet,
        rows: form.pending ? rows(form.pending.quote) : [],
      }}
    >
      <PhaseList phases={offer.data.phases} />
      {open ? (
        <QuantityField
          label={t('woohoo.amount')}
          value={form.text}
          onChange={form.setText}
          max={Number(maxUnits)}
          error={error}
        />
      ) : (
        <p className={styles.note}>{t('woohoo.allSold')}</p>
      )}
    </MoneyFormPage>
  );
}

function PhaseList({ phases }: { phases: WoohooPhases['phases'] }) {
  const { t } = useTranslation();
  const openIndex = phases.findIndex((p) => p.open);
  return (
    <Stack as="ol" gap={10}>
      {phases.map((p, i) => {
        const state = p.open ? 'open' : openIndex === -1 || i < openIndex ? 'soldOut' : 'upcoming';
        const soldPercent = Number((BigInt(p.sold) * 100n) / (BigInt(p.quota) || 1n));
        return (
          <Card
            as="li"
            gap={8}
            key={p.phase}
            className={woohooStyles.phase}
            data-state={state}
            data-testid={`woohoo-phase-${p.phase}`}
          >
            <div className={woohooStyles.phaseTop}>
              <span className={textStyle.title}>{t('woohoo.phase', { phase: String(p.phase) })}</span>
              <StatusBadge tone="accent" dot={false} className={woohooStyles.badge}>
                {t(`woohoo.${state}`)}
              </StatusBadge>
            </div>
            <span className={woohooStyles.bar} aria-hidden="true">
              <span className={woohooStyles.barFill} style={{ width: `${soldPercent}%` }} />
            </span>
            <div className={`${textStyle.caption} ${woohooStyles.phaseBottom}`}>
              <span>
                {t('woohoo.sold', {
                  sold: formatTokenAmount(BigInt(p.sold), TOKEN_DECIMALS),
                  quota: formatTokenAmount(BigInt(p.quota), TOKEN_DECIMALS),
                })}
              </span>
              <span>{t('woohoo.price', { price: formatTokenAmount(BigInt(p.price), TOKEN_DECIMALS) })}</span>
            </div>
          </Card>
        );
      })}
    </Stack>
  );
}

function OrderResult({ order }: { order: WoohooOrder }) {
  const { t } = useTranslation();
  return (
    <ResultCard
      title={t('woohoo.bought')}
      status="success"
      rows={[
        {
          key: 'phase',
          label: t('woohoo.phase', { phase: String(order.phase) }),
          value: t('woohoo.price', { price: formatTokenAmount(parseWei(order.price), TOKEN_DECIMALS) }),
        },
        {
          key: 'amount',
          label: t('woohoo.amount'),
          value: formatAssetAmount(parseWei(order.amount), 'WOOHOO'),
          mono: true,
        },
        {
          key: 'cost',
          label: t('woohoo.cost'),
          value: formatAssetAmount(parseWei(order.cost), 'USDT'),
          mono: true,
        },
        { key: 'state', label: t('woohoo.positions'), value: t(`woohoo.state.${order.position.state}`) },
      ]}
    />
  );
}
