import type { OperatorProduct } from '@woohoo/shared/api/operator';
import Button from 'antd-mobile/es/components/button';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { describeVariant } from '../utils/describe-variant';
import { formatConsoleAmount } from '../utils/format-console-amount';
import styles from './console.module.css';
import type { PendingProductAction } from './product-dialogs';

/**
 * Products (cards on a phone; e2e: `product-row-<id>`): name, price, on sale, each variant's
 * stock with Set stock, and Change price / Put on sale / Take off sale.
 */
export function ProductTable({
  products,
  busy,
  onAction,
}: {
  products: readonly OperatorProduct[];
  busy: boolean;
  onAction: (action: PendingProductAction) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Sale</th>
            <th scope="col">Variants and stock</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} data-testid={`product-row-${product.id}`}>
              <td data-label="Product">
                {product.name}
                <div className={textStyle.muted}>
                  #{product.id} · {product.slug} · {product.category}
                </div>
              </td>
              <td data-label="Price" className={styles.mono}>
                {formatConsoleAmount(product.price, product.asset)}
              </td>
              <td data-label="Sale">
                <span className={styles.tag} data-state={product.onSale ? 'on sale' : 'off sale'}>
                  {product.onSale ? 'on sale' : 'off sale'}
                </span>
              </td>
              <td data-label="Variants and stock">
                <Stack as="ul" gap={6}>
                  {product.variants.map((variant) => (
                    <Row as="li" wrap gap={6} key={variant.id} className={styles.variant}>
                      <span>
                        {describeVariant(variant)}: <span className={styles.mono}>{variant.stock}</span>
                      </span>
                      <Button
                        size="mini"
                        disabled={busy}
                        onClick={() => onAction({ kind: 'stock', product, variant })}
                        aria-label={`Set the stock of ${product.name} ${describeVariant(variant)}`}
                        data-testid={`set-stock-${variant.id}`}
                      >
                        Set stock
                      </Button>
                    </Row>
                  ))}
                </Stack>
              </td>
              <td data-label="Actions">
                <Row wrap gap={6}>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onAction({ kind: 'price', product })}
                    aria-label={`Change the price of ${product.name}`}
                    data-testid={`change-price-${product.id}`}
                  >
                    Change price
                  </Button>
                  <Button
                    size="small"
                    color={product.onSale ? 'danger' : 'primary'}
                    fill="outline"
                    disabled={busy}
                    onClick={() => onAction({ kind: 'sale', product })}
                    aria-label={`${product.onSale ? 'Take off sale' : 'Put on sale'}: ${product.name}`}
                    data-testid={`toggle-sale-${product.id}`}
                  >
                    {product.onSale ? 'Take off sale' : 'Put on sale'}
                  </Button>
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
