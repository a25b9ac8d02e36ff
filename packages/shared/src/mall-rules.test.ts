import { describe, expect, it } from 'vitest';
import {
  type AddressInput,
  canCancelOrder,
  checkAddress,
  isValidQuantity,
  orderTotalWei,
} from './mall-rules';

const makeAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  name: 'Ana Silva',
  phone: '+351 912 345 678',
  region: 'Portugal, Lisboa, Lisboa',
  street: 'Rua Augusta 100, 2º Esq',
  postcode: '1100-053',
  ...overrides,
});

describe('checkAddress', () => {
  it('accepts a full address and stores the phone as E.164', () => {
    const { address, problems } = checkAddress(makeAddress());
    expect(problems).toEqual([]);
    expect(address.phone).toBe('+351912345678');
  });

  it('names every field that breaks its rule, in form order', () => {
    const { problems } = checkAddress({
      name: ' ',
      phone: '912345678',
      region: 'P',
      street: 'ab',
      postcode: '!',
    });
    expect(problems).toEqual(['name', 'phone', 'region', 'street', 'postcode']);
  });

  it('refuses a phone without a country code or with too many digits', () => {
    expect(checkAddress(makeAddress({ phone: '0912345678' })).problems).toEqual(['phone']);
    expect(checkAddress(makeAddress({ phone: '+0123456789' })).problems).toEqual(['phone']);
    expect(checkAddress(makeAddress({ phone: '+1234567890123456' })).problems).toEqual(['phone']);
  });

  it('refuses a name over 40 characters and control characters', () => {
    expect(checkAddress(makeAddress({ name: 'x'.repeat(41) })).problems).toEqual(['name']);
    expect(checkAddress(makeAddress({ street: 'Main\u0000Street' })).problems).toEqual(['street']);
  });

  it('accepts postcodes with letters, spaces and hyphens, upper-cased', () => {
    expect(checkAddress(makeAddress({ postcode: 'sw1a 1aa' })).address.postcode).toBe('SW1A 1AA');
    expect(checkAddress(makeAddress({ postcode: '12345678901' })).problems).toEqual(['postcode']);
  });
});

describe('orders', () => {
  it('allows 1 to 99 whole pieces', () => {
    expect([0, 1, 99, 100, 1.5].map(isValidQuantity)).toEqual([false, true, true, false, false]);
  });
  it('multiplies the unit price exactly', () => {
    expect(orderTotalWei(12_500_000_000_000_000_000n, 3)).toBe(37_500_000_000_000_000_000n);
  });
  it('cancels only an order that has not shipped', () => {
    expect(['paid', 'shipped', 'delivered', 'cancelled'].map((s) => canCancelOrder(s as never))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
