// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { EndpointRoute } from '@woohoo/shared/endpoints/endpoint';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../../lib/api';
import { renderInteractive, untilSettled } from '../../../testing/render-interactive';
import type { MallOrder } from '../utils/mall-types';
import { MyOrdersPage } from './my-orders-page';

vi.mock('../../../lib/api', () => ({ api: { request: vi.fn(), call: vi.fn() } }));

/** The client's call, loosely typed: the test answers per endpoint. */
const call = api.call as unknown as Mock<(route: EndpointRoute) => Promise<unknown>>;
const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

function makeOrder(overrides: Partial<MallOrder> = {}): MallOrder {
  return {
    id: '41',
    time: '2026-03-04T05:06:07.000Z',
    status: 'paid',
    product: { id: 'p1', name: 'Travel mug', image: '/mall/mug.png' },
    variant: { id: 'v1', size: null, colour: null },
    quantity: 1,
    asset: 'USDT',
    unitPrice: '25000000000000000000',
    total: '25000000000000000000',
    address: {
      name: 'Ana',
      phone: '+34600000000',
      region: 'Madrid',
      street: 'Calle 1',
      postcode: '28001',
      location: null,
    },
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refunded: false,
    ...overrides,
  };
}

afterEach(cleanup);

describe('MyOrdersPage cancel sheet', () => {
  it('says what each button does: "Cancel order" cancels, "Keep order" keeps it', async () => {
    call.mockImplementation((route) => {
      if (route === routes.mall.orders)
        return Promise.resolve({ items: [makeOrder()], page: 1, size: 20, total: 1 });
      if (route === routes.mall.cancelOrder) return Promise.resolve(makeOrder({ status: 'cancelled' }));
      return new Promise(() => {});
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderInteractive(client, <MyOrdersPage address={ADDRESS} />);

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const sheet = await untilSettled(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    expect(within(sheet).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull());
    expect(call.mock.calls.map(([route]) => route)).not.toContain(routes.mall.cancelOrder);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const again = await untilSettled(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    await user.click(within(again).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(call.mock.calls.map(([route]) => route)).toContain(routes.mall.cancelOrder));
  });
});
