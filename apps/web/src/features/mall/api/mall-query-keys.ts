import type { MallCategory, OrderStatus } from '@woohoo/shared/mall-rules';

/** Query keys of the mall (STYLE: hierarchical factories); the wallet is part of personal keys. */
export const mallQueryKeys = {
  all: ['mall'] as const,
  products: (category: MallCategory | undefined, q: string) =>
    ['mall', 'products', category ?? 'all', q] as const,
  product: (id: string) => ['mall', 'product', id] as const,
  orders: (address: string) => ['mall', 'orders', address.toLowerCase()] as const,
  orderList: (address: string, status: OrderStatus | undefined) =>
    ['mall', 'orders', address.toLowerCase(), 'list', status ?? 'all'] as const,
  order: (address: string, id: string) => ['mall', 'orders', address.toLowerCase(), 'one', id] as const,
  addresses: (address: string) => ['mall', 'addresses', address.toLowerCase()] as const,
};
