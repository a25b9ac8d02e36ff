import type { OperatorProduct } from '@woohoo/shared/api/operator';
import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import type { ProductChange } from '../api/change-product';
import type { StockInput } from '../api/set-variant-stock';
import { describeVariant } from '../utils/describe-variant';
import { formatExactConsoleAmount } from '../utils/format-console-amount';
import { parseStock } from '../utils/parse-stock';
import { parseTokenAmount, TOKEN_AMOUNT_MESSAGES } from '../utils/parse-token-amount';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';

type Variant = OperatorProduct['variants'][number];

/** What the operator asked to change, waiting for its confirmation. */
export type PendingProductAction =
  | { kind: 'price'; product: OperatorProduct }
  | { kind: 'sale'; product: OperatorProduct }
  | { kind: 'stock'; product: OperatorProduct; variant: Variant };

type DialogProps = { busy: boolean; onCancel: () => void };

/** The confirmation of a pending product action: each shows the value before → after. */
export function ProductActionDialog({
  action,
  busy,
  onChangeProduct,
  onSetStock,
  onCancel,
}: DialogProps & {
  action: PendingProductAction;
  onChangeProduct: (change: ProductChange) => void;
  onSetStock: (input: StockInput) => void;
}) {
  if (action.kind === 'price') {
    return (
      <PriceDialog product={action.product} busy={busy} onConfirm={onChangeProduct} onCancel={onCancel} />
    );
  }
  if (action.kind === 'sale') {
    const { product } = action;
    return (
      <ConsoleDialog
        open
        title={product.onSale ? `Take ${product.name} off sale?` : `Put ${product.name} on sale?`}
        confirmText={product.onSale ? 'Take off sale' : 'Put on sale'}
        danger={product.onSale}
        busy={busy}
        onConfirm={() => onChangeProduct({ id: product.id, onSale: !product.onSale })}
        onCancel={onCancel}
      >
        <DialogSummary
          rows={[
            { label: 'Product', value: `#${product.id} ${product.name}` },
            { label: 'Before', value: product.onSale ? 'On sale' : 'Off sale' },
            { label: 'After', value: product.onSale ? 'Off sale' : 'On sale' },
          ]}
        />
        <p className={styles.hint}>
          {product.onSale
            ? 'Users can no longer order it; orders already paid are kept.'
            : 'Users can order it again.'}
        </p>
      </ConsoleDialog>
    );
  }
  return (
    <StockDialog
      product={action.product}
      variant={action.variant}
      busy={busy}
      onConfirm={onSetStock}
      onCancel={onCancel}
    />
  );
}

/** "Change price": the new price in whole tokens, converted exactly; before → after with every decimal. */
function PriceDialog({
  product,
  busy,
  onConfirm,
  onCancel,
}: DialogProps & { product: OperatorProduct; onConfirm: (change: ProductChange) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const price = parseTokenAmount(text);
  const unchanged = price.ok && price.amountWei.toString() === product.price;
  return (
    <ConsoleDialog
      open
      title={`Change the price of ${product.name}`}
      confirmText="Change price"
      busy={busy}
      confirmDisabled={!price.ok || unchanged}
      onConfirm={() => price.ok && onConfirm({ id: product.id, priceWei: price.amountWei })}
      onCancel={onCancel}
    >
      <Stack as="label" gap={4} className={styles.field} htmlFor={inputId}>
        New price in whole {product.asset}
        <Input
          id={inputId}
          className={styles.input}
          value={text}
          onChange={setText}
          inputMode="decimal"
          placeholder="e.g. 49.9"
          autoComplete="off"
          data-testid="price-input"
        />
      </Stack>
      {text !== '' && !price.ok && <p className={styles.problem}>{TOKEN_AMOUNT_MESSAGES[price.problem]}</p>}
      {unchanged && <p className={styles.problem}>That is the price already</p>}
      <DialogSummary
        rows={[
          { label: 'Before', value: formatExactConsoleAmount(product.price, product.asset) },
          {
            label: 'After',
            value: price.ok ? formatExactConsoleAmount(price.amountWei, product.asset) : '—',
          },
        ]}
      />
      <p className={styles.hint}>Orders already paid keep the price they were paid at.</p>
    </ConsoleDialog>
  );
}

/** "Set stock": the counted stock of one variant (a whole number, 0..1,000,000); before → after. */
function StockDialog({
  product,
  variant,
  busy,
  onConfirm,
  onCancel,
}: DialogProps & { product: OperatorProduct; variant: Variant; onConfirm: (input: StockInput) => void }) {
  const inputId = useId();
  const [text, setText] = useState(String(variant.stock));
  const stock = parseStock(text);
  return (
    <ConsoleDialog
      open
      title={`Set the stock of ${product.name}`}
      confirmText="Set stock"
      busy={busy}
      confirmDisabled={!stock.ok || stock.stock === variant.stock}
      onConfirm={() => stock.ok && onConfirm({ variantId: variant.id, stock: stock.stock })}
      onCancel={onCancel}
    >
      <p className={textStyle.muted}>{describeVariant(variant)}</p>
      <Stack as="label" gap={4} className={styles.field} htmlFor={inputId}>
        Counted stock
        <Input
          id={inputId}
          className={styles.input}
          value={text}
          onChange={setText}
          inputMode="numeric"
          autoComplete="off"
          data-testid="stock-input"
        />
      </Stack>
      {!stock.ok && <p className={styles.problem}>{stock.problem}</p>}
      <DialogSummary
        rows={[
          { label: 'Before', value: variant.stock },
          { label: 'After', value: stock.ok ? stock.stock : '—' },
        ]}
      />
    </ConsoleDialog>
  );
}
