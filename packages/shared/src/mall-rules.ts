import type { ErrorName } from './error-codes';

/** docs/mall.md "Products": the mall's product categories, labelled per language in the web app. */
export const MALL_CATEGORIES = ['digital', 'apparel', 'home', 'outdoor'] as const;
export type MallCategory = (typeof MALL_CATEGORIES)[number];

/** What a product is priced in: paid from the user's available balance of that asset. */
export const MALL_ASSETS = ['USDT', 'USDB'] as const;
export type MallAsset = (typeof MALL_ASSETS)[number];

/**
 * Order states (docs/mall.md): paid at once from the balance, then shipped by the operator,
 * delivered with the final logistics event; a paid order may be cancelled, which refunds it.
 */
export const ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Our decision: one order holds one variant, 1 to 99 pieces. */
export const MAX_ORDER_QUANTITY = 99;
/** docs/mall.md "Delivery addresses": at most 20 delivery addresses per user. */
export const MAX_ADDRESSES_PER_USER = 20;

/** Only an order that has not left the warehouse can be cancelled (and refunded). */
export function canCancelOrder(status: OrderStatus): boolean {
  return status === 'paid';
}

/** A whole number of pieces from 1 to MAX_ORDER_QUANTITY. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_ORDER_QUANTITY;
}

/** What an order of `quantity` pieces at `unitPriceWei` costs. */
export function orderTotalWei(unitPriceWei: bigint, quantity: number): bigint {
  return unitPriceWei * BigInt(quantity);
}

export type AddressInput = { name: string; phone: string; region: string; street: string; postcode: string };
export type AddressField = keyof AddressInput;
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'region', 'street', 'postcode'];

/** The error code that names each field's problem, in the order a form shows them. */
export const ADDRESS_FIELD_ERRORS: Record<AddressField, ErrorName> = {
  name: 'addressNameInvalid',
  phone: 'addressPhoneInvalid',
  region: 'addressRegionInvalid',
  street: 'addressStreetInvalid',
  postcode: 'addressPostcodeInvalid',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const lengthIn = (text: string, min: number, max: number) =>
  [...text].length >= min && [...text].length <= max && !CONTROL.test(text);

/** A phone with its country code, stored as E.164: "+", then 8 to 15 digits, the first not 0. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/**
 * Normalises a delivery address (trimmed text, phone in E.164) and lists the fields that break
 * their rule; the server refuses the first with its own code and the form shows each under its
 * field. Rules: name 1-40 characters, phone "+<country code><number>" of 8-15 digits, region
 * 2-100, street 3-200, postcode 2-10 letters, digits, spaces or hyphens.
 */
export function checkAddress(input: AddressInput): { address: AddressInput; problems: AddressField[] } {
  const address: AddressInput = {
    name: input.name.trim(),
    phone: normalisePhone(input.phone.trim()),
    region: input.region.trim(),
    street: input.street.trim(),
    postcode: input.postcode.trim().toUpperCase(),
  };
  const valid: Record<AddressField, boolean> = {
    name: lengthIn(address.name, 1, 40),
    phone: /^\+[1-9]\d{7,14}$/.test(address.phone),
    region: lengthIn(address.region, 2, 100),
    street: lengthIn(address.street, 3, 200),
    postcode: /^[A-Z0-9](?:[A-Z0-9 -]{0,8})[A-Z0-9]$/.test(address.postcode),
  };
  return { address, problems: ADDRESS_FIELDS.filter((field) => !valid[field]) };
}
