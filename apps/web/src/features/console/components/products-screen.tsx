import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import { showToast } from '../../../lib/toast';
import { type ProductChange, useChangeProduct } from '../api/change-product';
import { PRODUCTS_PAGE_SIZE, type ProductSaleFilter, useProducts } from '../api/get-products';
import { type StockInput, useSetVariantStock } from '../api/set-variant-stock';
import { describeConsoleError } from '../utils/describe-console-error';
import styles from './console.module.css';
import { ConsoleFilterActions } from './console-filter-actions';
import { ConsoleFilterChips } from './console-filter-chips';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';
import { type PendingProductAction, ProductActionDialog } from './product-dialogs';
import { ProductTable } from './product-table';

const SALE_OPTIONS: readonly { value: ProductSaleFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'On sale' },
  { value: 'false', label: 'Off sale' },
];

/** The mall's products: search and on-sale filters, paged; price, on sale and stock after a confirmation. */
export function ProductsScreen() {
  const [q, setQ] = useState('');
  const [onSale, setOnSale] = useState<ProductSaleFilter>('all');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingProductAction | null>(null);
  const query = useProducts({ q, onSale, page });
  const change = useChangeProduct();
  const stock = useSetVariantStock();
  const busy = change.isPending || stock.isPending;
  const handlers = (done: string) => ({
    onSuccess: () => {
      setPending(null);
      showToast(done);
    },
    onError: (error: unknown) => showToast(describeConsoleError(error)),
  });
  return (
    <Stack as="section" gap={16} aria-labelledby="products-title">
      <h1 id="products-title" className={styles.title}>
        Products
      </h1>
      <ProductSearch
        value={q}
        onApply={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <ConsoleFilterChips
        legend="On sale"
        options={SALE_OPTIONS}
        value={onSale}
        onChange={(next) => {
          setOnSale(next);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <ConsoleSkeleton />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text={q || onSale !== 'all' ? 'No products match these filters' : 'No products yet'} />
      ) : (
        <ProductTable products={query.data.items} busy={busy} onAction={setPending} />
      )}
      {query.data && (
        <ConsolePager
          label="Products"
          page={page}
          total={query.data.total}
          size={PRODUCTS_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
      {pending && (
        <ProductActionDialog
          action={pending}
          busy={busy}
          onChangeProduct={(input: ProductChange) =>
            change.mutate(input, handlers(`${pending.product.name} updated`))
          }
          onSetStock={(input: StockInput) => stock.mutate(input, handlers('Stock updated'))}
          onCancel={() => setPending(null)}
        />
      )}
    </Stack>
  );
}

/** The search: a name or slug, applied on submit. */
function ProductSearch({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const [text, setText] = useState(value);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim());
  };
  return (
    <Row as="form" wrap gap={12} className={styles.filters} onSubmit={submit} aria-label="Search products">
      <Stack as="label" gap={4} className={styles.field} htmlFor={inputId}>
        Name or slug
        <Input
          id={inputId}
          className={styles.input}
          value={text}
          onChange={setText}
          maxLength={50}
          placeholder="e.g. hoodie"
          autoComplete="off"
          data-testid="products-search"
        />
      </Stack>
      <ConsoleFilterActions
        label="Search"
        canClear={Boolean(value)}
        onClear={() => {
          setText('');
          onApply('');
        }}
      />
    </Row>
  );
}
