import { MAX_ORDER_QUANTITY } from '@woohoo/shared/mall-rules';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { QuantityField } from '../../../components/money/quantity-field';
import { SummaryList } from '../../../components/money/summary-list';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { modalDialogProps, useDialogFocus } from '../../../hooks/use-dialog-focus';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useQueryValues } from '../../../hooks/use-query-values';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import { showToast } from '../../../lib/toast';
import { useCreateOrder } from '../api/create-order';
import { useAddresses } from '../api/get-addresses';
import { useProduct } from '../api/get-product';
import { describeVariantOptions } from '../utils/describe-option';
import type { DeliveryAddress, Product } from '../utils/mall-types';
import { previewOrder } from '../utils/order-preview';
import { AddressLines } from './address-lines';
import styles from './mall.module.css';
import { MallLoadError } from './mall-load-error';

/**
 * /pages/index/Submitorder?value1=<product>&value2=<variant>&value3=<quantity>: the delivery
 * address, the quantity (Stepper, minimum 1, step 1), the total and the balance after, then a
 * confirmation; paid from the balance with an Idempotency-Key.
 */
export function SubmitOrderPage({ address }: { address: Address }) {
  const values = useQueryValues();
  const product = useProduct(values.value1);
  const addresses = useAddresses(address);
  const balances = useBalances(address);
  if (product.isPending || addresses.isPending || balances.isPending) return <FormSkeleton />;
  if (!product.data || !addresses.data || !balances.data) {
    return (
      <MallLoadError
        onRetry={() => {
          void product.refetch();
          void addresses.refetch();
          void balances.refetch();
        }}
      />
    );
  }
  const available = findBalance(balances.data, product.data.asset)?.availableWei ?? 0n;
  return (
    <OrderForm
      product={product.data}
      variantId={values.value2}
      initialQuantity={Number(values.value3 ?? 1)}
      addresses={addresses.data}
      availableWei={available}
    />
  );
}

function OrderForm({
  product,
  variantId,
  initialQuantity,
  addresses,
  availableWei,
}: {
  product: Product;
  variantId: string | undefined;
  initialQuantity: number;
  addresses: DeliveryAddress[];
  availableWei: bigint;
}) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const mutation = useCreateOrder();
  const idempotency = useIdempotencyKey();
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  // The field's text as typed (it may be cleared to type another); the quantity it holds, or 0.
  const [quantityText, setQuantityText] = useState(
    String(Number.isInteger(initialQuantity) && initialQuantity > 0 ? initialQuantity : 1),
  );
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : 0;
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  const chooserRef = useDialogFocus(choosing, () => setChoosing(false));
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const delivery =
    addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const stock = variant?.stock ?? 0;
  const maxQuantity = Math.max(1, Math.min(MAX_ORDER_QUANTITY, stock));
  const preview = previewOrder({
    unitPriceWei: BigInt(product.price),
    quantity,
    stock,
    availableWei,
    hasAddress: delivery !== undefined,
  });
  const money = (wei: bigint) => formatAssetAmount(wei, product.asset);
  const itemName = [product.name, describeVariantOptions(variant, t)].filter(Boolean).join(' · ');
  const problem = preview.ok ? undefined : preview.problem;
  // A quantity outside its range says the range under the field; the other problems below.
  const quantityProblem =
    problem === 'quantity'
      ? quantityText === ''
        ? t('nodes.quantityPlaceholder')
        : t('mall.submit.quantityRange', { max: formatCount(maxQuantity), stock: formatCount(stock) })
      : undefined;
  const problemText =
    problem && problem !== 'quantity'
      ? {
          noAddress: t('mall.submit.needAddress'),
          insufficient: t('mall.submit.insufficient'),
          soldOut: t('mall.soldOut'),
        }[problem]
      : undefined;

  function review() {
    setTried(true);
    if (!preview.ok || !delivery || !variant) return;
    setConfirming(idempotency.keyFor(`${product.id}|${variant.id}|${quantity}|${delivery.id}`));
  }

  function confirm() {
    if (!confirming || !delivery || !variant) return;
    mutation.mutate(
      {
        productId: product.id,
        variantId: variant.id,
        quantity,
        addressId: delivery.id,
        idempotencyKey: confirming,
      },
      {
        onSuccess: () => {
          idempotency.reset();
          setConfirming(undefined);
          showToast(t('mall.submit.success'));
          go(paths.myOrders());
        },
      },
    );
  }

  return (
    <Page className={styles.pageWithBar}>
      {delivery ? (
        <button
          type="button"
          className={styles.addressCard}
          onClick={() => setChoosing(true)}
          aria-label={t('mall.submit.chooseAddress')}
        >
          <AddressLines address={delivery} />
          <span className={textStyle.caption}>{t('mall.submit.change')}</span>
          <ChevronIcon size={16} className="flip-in-rtl" />
        </button>
      ) : (
        <Link to={paths.addAddress()} className={styles.addressCard}>
          <Stack as="span" gap={4} grow>
            <span className={styles.name}>{t('mall.submit.noAddress')}</span>
          </Stack>
          <ChevronIcon size={16} className="flip-in-rtl" />
        </Link>
      )}

      <Card as="section">
        <Row gap={12}>
          <img className={styles.thumb} src={product.images[0]} alt="" />
          <Stack gap={2} grow>
            <span className={styles.productName} dir="auto">
              {product.name}
            </span>
            <span className={textStyle.caption}>{describeVariantOptions(variant, t)}</span>
            <span className={styles.price} translate="no">
              {money(BigInt(product.price))}
            </span>
          </Stack>
        </Row>
        <QuantityField
          label={t('mall.submit.quantity')}
          value={quantityText}
          onChange={setQuantityText}
          max={maxQuantity}
          error={tried || quantityText !== '' ? quantityProblem : undefined}
        />
        <SummaryList
          rows={[
            {
              key: 'unit',
              label: t('mall.submit.unitPrice'),
              value: money(BigInt(product.price)),
              mono: true,
            },
            {
              key: 'total',
              label: t('mall.submit.total'),
              value: money(preview.totalWei),
              mono: true,
              testId: 'order-total',
            },
            { key: 'available', label: t('mall.submit.available'), value: money(availableWei), mono: true },
            {
              key: 'after',
              label: t('mall.submit.balanceAfter'),
              value: money(preview.balanceAfterWei < 0n ? 0n : preview.balanceAfterWei),
              mono: true,
              testId: 'order-balance-after',
            },
          ]}
        />
        {problemText && (tried || problem === 'insufficient' || problem === 'soldOut') && (
          <p className={styles.problem} role="alert" data-testid="order-problem">
            {problemText}
          </p>
        )}
      </Card>

      <Row gap={12} className={styles.bottomBar}>
        <Stack as="span" className={styles.barTotal}>
          <span className={textStyle.caption}>{t('mall.submit.total')}</span>
          <span className={styles.price} translate="no">
            {money(preview.totalWei)}
          </span>
        </Stack>
        <Button color="primary" shape="rounded" size="large" onClick={review}>
          {t('mall.submit.placeOrder')}
        </Button>
      </Row>

      <Popup visible={choosing} onMaskClick={() => setChoosing(false)} onClose={() => setChoosing(false)}>
        <Stack
          {...modalDialogProps(chooserRef, { label: t('mall.submit.chooseAddress') })}
          gap={12}
          className={styles.popupBody}
        >
          <h2 className={`${textStyle.headline} ${styles.title}`}>{t('mall.submit.chooseAddress')}</h2>
          {addresses.map((a) => (
            <button
              type="button"
              key={a.id}
              className={styles.choice}
              data-selected={a.id === delivery?.id ? 'true' : undefined}
              onClick={() => {
                setChosenId(a.id);
                setChoosing(false);
              }}
            >
              <AddressLines address={a} />
              {a.isDefault && (
                <StatusBadge tone="accent" dot={false}>
                  {t('mall.address.default')}
                </StatusBadge>
              )}
            </button>
          ))}
          <Link to={paths.addresses()} className={styles.shortcut}>
            {t('mall.submit.manageAddresses')}
          </Link>
        </Stack>
      </Popup>

      <ConfirmSheet
        open={confirming !== undefined}
        busy={mutation.isPending}
        title={t('mall.submit.confirmTitle')}
        onConfirm={confirm}
        onCancel={() => setConfirming(undefined)}
        rows={[
          { key: 'item', label: t('mall.submit.item'), value: itemName },
          { key: 'quantity', label: t('mall.submit.quantity'), value: String(quantity), mono: true },
          {
            key: 'to',
            label: t('mall.submit.deliverTo'),
            value: delivery ? `${delivery.name}, ${delivery.street}` : '—',
          },
          {
            key: 'after',
            label: t('mall.submit.balanceAfter'),
            value: money(preview.balanceAfterWei),
            mono: true,
          },
          {
            key: 'total',
            label: t('mall.submit.total'),
            value: money(preview.totalWei),
            mono: true,
            emphasis: true,
          },
        ]}
      />
    </Page>
  );
}
