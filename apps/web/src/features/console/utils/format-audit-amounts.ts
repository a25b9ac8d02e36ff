import { formatConsoleAmount } from './format-console-amount';

/** Where an audit amount takes its unit from: a fixed asset, another key of the same side, or none. */
type AmountUnit = { asset: string } | { assetKey: string } | 'tokens';

/**
 * The amounts the server writes into audit rows (smallest-unit decimal strings), per action and
 * key, with their unit: settlement-operator-routes.ts, operator-users.ts, pool-operator-routes.ts,
 * exrights-routes.ts and mall-catalogue-admin.ts. A product's price row does not say its asset,
 * so it reads in tokens alone.
 */
const AUDIT_AMOUNTS: Readonly<Record<string, Readonly<Record<string, AmountUnit>>>> = {
  // A settlement's value is counted in USDT (docs/rules.md "Rewards and the daily settlement").
  'settlement.run': { paidValue: { asset: 'USDT' } },
  'user.adjust': { amount: { assetKey: 'asset' }, available: { assetKey: 'asset' } },
  'pool.reward': { amount: { asset: 'BHC' } },
  'exrights.issuance': { totalSupply: { asset: 'BHC' }, issued: { asset: 'BHC' } },
  'mall.product': { price: 'tokens' },
};

const INTEGER = /^-?\d+$/;

function unitOf(unit: AmountUnit, side: Record<string, unknown>): string | undefined {
  if (unit === 'tokens') return undefined;
  if ('asset' in unit) return unit.asset;
  const asset = side[unit.assetKey];
  return typeof asset === 'string' ? asset : undefined;
}

/**
 * One side of an audit row (`before` or `after`) with its amounts as the app shows them
 * ("1,500 USDT" rather than 1500000000000000000000); other keys, other actions and anything that
 * is not an integer string are left as they are.
 */
export function formatAuditAmounts(action: string, side: unknown): unknown {
  const amounts = AUDIT_AMOUNTS[action];
  if (!amounts || typeof side !== 'object' || side === null || Array.isArray(side)) return side;
  const record = side as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const unit = amounts[key];
      if (!unit || typeof value !== 'string' || !INTEGER.test(value)) return [key, value];
      return [key, formatConsoleAmount(value, unitOf(unit, record))];
    }),
  );
}
