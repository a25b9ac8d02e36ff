import { QueryClient } from '@tanstack/react-query';
import type { OperatorProduct } from '@woohoo/shared/api/operator';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { productsQueryOptions } from '../api/get-products';
import { ProductsScreen } from './products-screen';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(() => new Promise(() => {})),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

const ONE = 10n ** 18n;
const NO_FILTER = { q: '', onSale: 'all' as const, page: 1 };

function makeProduct(overrides: Partial<OperatorProduct> = {}): OperatorProduct {
  return {
    id: '5',
    slug: 'woohoo-hoodie',
    category: 'apparel',
    name: 'WOOHOO hoodie',
    asset: 'USDT',
    price: (49n * ONE + ONE / 2n).toString(),
    onSale: true,
    variants: [
      { id: '51', size: 'M', colour: 'Black', stock: 12 },
      { id: '52', size: null, colour: null, stock: 0 },
    ],
    ...overrides,
  };
}

function renderProducts(items: OperatorProduct[], total = items.length) {
  const client = new QueryClient();
  client.setQueryData(productsQueryOptions(NO_FILTER).queryKey, { items, page: 1, size: 20, total });
  return renderPage(client, <ProductsScreen />);
}

describe('ProductsScreen', () => {
  it('shows a skeleton while the first page loads', () => {
    expect(renderPage(new QueryClient(), <ProductsScreen />)).toContain('aria-busy="true"');
  });

  it('lists products with price, sale state, each variant stock and their actions', () => {
    const html = renderProducts([makeProduct(), makeProduct({ id: '6', name: 'Cap', onSale: false })], 45);
    const text = textOf(html);
    expect(html).toContain('data-testid="product-row-5"');
    expect(text).toContain('49.5 USDT');
    expect(text).toContain('M · Black: 12');
    expect(text).toContain('One size: 0');
    expect(html).toContain('data-testid="set-stock-51"');
    expect(html).toContain('data-testid="change-price-5"');
    expect(html).toMatch(/data-testid="toggle-sale-5"[^>]*>[\s\S]*?Take off sale/);
    expect(html).toMatch(/data-testid="toggle-sale-6"[^>]*>[\s\S]*?Put on sale/);
    expect(text).toContain('Page 1 of 3');
  });

  it('has a search and an on-sale filter, and says when nothing is found', () => {
    const html = renderProducts([]);
    const text = textOf(html);
    expect(html).toContain('data-testid="products-search"');
    for (const label of ['All', 'On sale', 'Off sale']) expect(text).toContain(label);
    expect(text).toContain('No products yet');
  });
});
