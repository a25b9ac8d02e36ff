import type { NodeOrder } from '@woohoo/shared/api/nodes';
import { NODE_KINDS, type NodeKind } from '@woohoo/shared/rules/rules-config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { BalanceHero } from '../../../components/money/balance-hero';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import styles from '../../../components/money/money-page.module.css';
import { QuantityField } from '../../../components/money/quantity-field';
import { RecordsLinkRow } from '../../../components/money/records-link-row';
import { ResultCard } from '../../../components/money/result-card';
import type { SummaryRow } from '../../../components/money/summary-list';
import { paths } from '../../../config/paths';
import { useMoneyForm } from '../../../hooks/use-money-form';
import { combineQueries } from '../../../lib/combine-queries';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import { parseWei } from '../../../lib/money/parse-amount';
import { showToast } from '../../../lib/toast';
import { useCreateNodePurchase, useNodes } from '../api/nodes-api';
import { validateNodeOrder } from '../utils/validate-node-order';
import { KindPicker } from './kind-picker';
import { MyNodes } from './my-nodes';

type Draft = { kind: NodeKind; shares: number; rows: SummaryRow[] };

/**
 * The INO tab (SPEC 1, 5, 9; docs/rules.md "Node sale"): main, genesis and community node shares
 * at 520 USDT from the USDT balance. Pick a kind, set the quantity, see price, total and the
 * balance after, confirm; the rule of SPEC 1 (counts once for oneself, one repurchase) shows
 * where it applies, and "Your nodes" below is the repurchase screen.
 */
export function NodesPage({ address, initialKind }: { address: Address; initialKind?: NodeKind }) {
  const { t } = useTranslation();
  const nodes = useNodes(address);
  const balances = useBalances(address);
  const mutation = useCreateNodePurchase();
  const [kind, setKind] = useState<NodeKind>(initialKind ?? NODE_KINDS[0]);
  const form = useMoneyForm({
    mutation,
    fingerprint: (draft: Draft) => `${draft.kind}|${draft.shares}`,
    toInput: ({ kind, shares, key }) => ({ kind, shares, idempotencyKey: key }),
    onSuccess: () => showToast(t('nodes.bought')),
    // SPEC 5 "number box, minimum 1": it starts at 1, and the user may clear it to type another.
    initialText: '1',
  });
  const text = form.text;

  const usdt = findBalance(balances.data, 'USDT');
  const load = combineQueries(nodes, balances);
  if (load.isPending) return <FormSkeleton />;
  if (!nodes.data || !usdt) return <LoadError onRetry={load.retry} />;
  const overview = nodes.data;
  const check = validateNodeOrder({ overview, kind, quantityText: text, availableWei: usdt.availableWei });
  const error =
    !check.ok && form.showsProblem(text)
      ? check.problem === 'quantityInvalid' && text !== ''
        ? t('nodes.errors.quantityRange', { max: formatCount(overview.maxSharesPerOrder) })
        : t(`nodes.errors.${check.problem}`)
      : undefined;
  const price = BigInt(overview.kinds.find((k) => k.kind === kind)?.price ?? '0');
  const rows = (
    quote: { shares: number; totalWei: bigint; balanceAfterWei?: bigint } | undefined,
  ): SummaryRow[] => [
    { key: 'kind', label: t('nodes.kind'), value: t(`nodes.kinds.${kind}`) },
    { key: 'price', label: t('nodes.price'), value: formatAssetAmount(price, 'USDT'), mono: true },
    { key: 'shares', label: t('nodes.shares'), value: quote ? String(quote.shares) : '—', mono: true },
    {
      key: 'total',
      label: t('nodes.total'),
      value: quote ? formatAssetAmount(quote.totalWei, 'USDT') : '—',
      mono: true,
      emphasis: true,
      testId: 'node-total',
    },
    {
      key: 'after',
      label: t('nodes.balanceAfter'),
      value: quote?.balanceAfterWei !== undefined ? formatAssetAmount(quote.balanceAfterWei, 'USDT') : '—',
      mono: true,
      testId: 'node-balance-after',
    },
  ];

  return (
    <MoneyFormPage
      hero={
        <BalanceHero
          asset="USDT"
          label={t('money.available')}
          amountWei={usdt.availableWei}
          testId="nodes-available"
        />
      }
      intro={t('nodes.intro')}
      // A total the balance does not cover still shows, with no balance after.
      summary={rows(check.ok ? check.quote : check.cost)}
      notice={
        <p className={styles.note} data-testid="node-rule">
          {t('nodes.rule', { rate: `${overview.salesRewardBps / 100}%` })}
        </p>
      }
      submit={{
        label: t('nodes.buy'),
        onClick: () =>
          form.review(check.ok ? { kind, shares: check.quote.shares, rows: rows(check.quote) } : undefined),
      }}
      result={form.created && <OrderResult order={form.created} />}
      records={{ to: paths.woohooSale(), label: t('nodes.woohooLink') }}
      after={
        <>
          <RecordsLinkRow to={paths.exrights()} label={t('route.exrights')} />
          <MyNodes
            address={address}
            overview={overview}
            onRepurchase={(next) => {
              setKind(next);
              form.setText('1');
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      }
      confirm={{ title: t('nodes.confirmTitle'), sheet: form.sheet, rows: form.pending?.rows ?? [] }}
    >
      <KindPicker
        kinds={overview.kinds}
        value={kind}
        onChange={(next) => {
          setKind(next);
          form.fieldEdited();
        }}
      />
      <QuantityField
        label={t('nodes.quantity')}
        value={text}
        onChange={form.setText}
        max={overview.maxSharesPerOrder}
        error={error}
        stepLabels={{ less: t('nodes.less'), more: t('nodes.more') }}
      />
    </MoneyFormPage>
  );
}

function OrderResult({ order }: { order: NodeOrder }) {
  const { t } = useTranslation();
  return (
    <ResultCard
      title={t('nodes.bought')}
      status={order.status}
      rows={[
        { key: 'kind', label: t('nodes.kind'), value: t(`nodes.kinds.${order.kind}`) },
        { key: 'shares', label: t('nodes.shares'), value: String(order.shares), mono: true },
        {
          key: 'total',
          label: t('nodes.total'),
          value: formatAssetAmount(parseWei(order.total), 'USDT'),
          mono: true,
        },
        {
          key: 'counted',
          label: t('nodes.countedForYou'),
          value: t('nodes.countedShares', { count: order.selfCounted }),
        },
      ]}
    />
  );
}
