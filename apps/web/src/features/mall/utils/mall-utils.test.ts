import { describe, expect, it } from 'vitest';
import { buildTimeline } from './logistics-timeline';
import type { MallOrderDetail, ProductVariant } from './mall-types';
import { previewOrder } from './order-preview';
import { findVariant, initialChoice, isOptionAvailable, variantOptions } from './variant-options';

const T = 10n ** 18n;
const variant = (id: string, size: string | null, colour: string | null, stock: number): ProductVariant => ({
  id,
  size,
  colour,
  stock,
});
const VARIANTS = [variant('1', 'S', 'Black', 0), variant('2', 'S', 'Grey', 3), variant('3', 'M', 'Black', 5)];

describe('variant options', () => {
  it('lists distinct sizes and colours and finds the chosen variant', () => {
    expect(variantOptions(VARIANTS)).toEqual({ sizes: ['S', 'M'], colours: ['Black', 'Grey'] });
    expect(findVariant(VARIANTS, { size: 'M', colour: 'Black' })?.id).toBe('3');
    expect(findVariant(VARIANTS, { size: 'M', colour: 'Grey' })).toBeUndefined();
  });
  it('greys out options that lead to no variant in stock', () => {
    expect(isOptionAvailable(VARIANTS, { size: 'S', colour: null }, 'colour', 'Black')).toBe(false);
    expect(isOptionAvailable(VARIANTS, { size: 'S', colour: null }, 'colour', 'Grey')).toBe(true);
    expect(isOptionAvailable(VARIANTS, { size: null, colour: 'Grey' }, 'size', 'M')).toBe(false);
  });
  it('starts on the first variant in stock, or the only one', () => {
    expect(initialChoice(VARIANTS)).toEqual({ size: 'S', colour: 'Grey' });
    expect(initialChoice([variant('9', null, null, 0)])).toEqual({ size: null, colour: null });
  });
});

describe('order preview', () => {
  const base = { unitPriceWei: 45n * T, quantity: 2, stock: 5, availableWei: 100n * T, hasAddress: true };
  it('shows the total and the balance after', () => {
    expect(previewOrder(base)).toEqual({ ok: true, totalWei: 90n * T, balanceAfterWei: 10n * T });
  });
  it('names the first reason an order cannot be placed', () => {
    expect(previewOrder({ ...base, stock: 0 })).toMatchObject({ ok: false, problem: 'soldOut' });
    expect(previewOrder({ ...base, quantity: 6 })).toMatchObject({ problem: 'quantity' });
    expect(previewOrder({ ...base, hasAddress: false })).toMatchObject({ problem: 'noAddress' });
    expect(previewOrder({ ...base, quantity: 3 })).toMatchObject({
      problem: 'insufficient',
      balanceAfterWei: -35n * T,
    });
  });
});

describe('logistics timeline', () => {
  it('puts the carrier events first, then shipped and paid', () => {
    const order = {
      time: '2026-01-01T00:00:00.000Z',
      shippedAt: '2026-01-02T00:00:00.000Z',
      carrier: 'DHL',
      cancelledAt: null,
      events: [{ time: '2026-01-03T00:00:00.000Z', text: 'Out for delivery', location: 'Lisbon' }],
    } as MallOrderDetail;
    expect(buildTimeline(order).map((s) => s.kind)).toEqual(['event', 'shipped', 'paid']);
  });
});
