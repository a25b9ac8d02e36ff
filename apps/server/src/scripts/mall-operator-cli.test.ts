import { describe, expect, it } from 'vitest';
import { formatOrderTable, parseOrdersArgs } from './mall-operator-cli';

describe('operator orders command line', () => {
  it('reads list, ship and event', () => {
    expect(parseOrdersArgs(['orders', 'list'])).toEqual({ action: 'list', status: 'paid', limit: 50 });
    expect(parseOrdersArgs(['orders', 'ship', '4', '--carrier', 'DHL', '--tracking', 'JD01'])).toEqual({
      action: 'ship',
      id: '4',
      carrier: 'DHL',
      trackingNumber: 'JD01',
    });
    expect(
      parseOrdersArgs(['orders', 'event', '4', '--text', 'Delivered', '--location', 'Lisbon', '--delivered']),
    ).toEqual({ action: 'event', id: '4', text: 'Delivered', location: 'Lisbon', delivered: true });
  });

  it('refuses what it does not understand', () => {
    expect(() => parseOrdersArgs(['orders', 'ship', '4', '--carrier', 'DHL'])).toThrow(/--tracking/);
    expect(() => parseOrdersArgs(['orders', 'event', 'x', '--text', 'a'])).toThrow(/needs an order id/);
    expect(() => parseOrdersArgs(['orders', 'event', '4'])).toThrow(/--text/);
    expect(() => parseOrdersArgs(['orders', 'list', '--status', 'lost'])).toThrow(/unknown status/);
  });

  it('prints totals in whole tokens with the address and tracking', () => {
    const table = formatOrderTable([
      {
        id: '9',
        time: '2026-11-22T01:02:03.000Z',
        status: 'shipped',
        product: { id: '1', name: 'Hoodie', image: '/mall/hoodie-1.svg' },
        variant: { id: '2', size: 'M', colour: 'Black' },
        quantity: 2,
        asset: 'USDB',
        unitPrice: '45000000000000000000',
        total: '90000000000000000000',
        address: {
          name: 'Ana',
          phone: '+351912345678',
          region: 'Lisboa',
          street: 'Rua A 1',
          postcode: '1100-053',
          location: { latitude: 38.70787, longitude: -9.13659 },
        },
        carrier: 'DHL',
        trackingNumber: 'JD01',
        shippedAt: null,
        deliveredAt: null,
        cancelledAt: null,
        refunded: false,
      },
    ]);
    expect(table).toContain('90 USDB');
    expect(table).toContain('Hoodie / M / Black');
    expect(table).toContain('DHL JD01');
    expect(table).toContain('Rua A 1, Lisboa 1100-053 (38.70787, -9.13659)');
  });
});
