// What the mix's users do, and how often: 70% reads of their own pages, 20% internal money moves,
// 10% heavier writes (each write with an idempotency key of its own, as the web app sends).
import type { MixUser, Product } from './seed';

const T = 10n ** 18n;

export type Weight = 'read' | 'write' | 'heavy';

/** A request of the mix, for autocannon. */
export type MixRequest = { method: 'GET' | 'POST'; path: string; body?: object };

export type Operation = {
  name: string;
  weight: Weight;
  /** Percent of all requests. */
  share: number;
  /** `product`: a variant on sale, drawn for each request. */
  request: (user: MixUser, other: MixUser, product: Product) => MixRequest;
  /** For a write: the ledger kind it posts, and what it takes from the caller's available balance. */
  ledger?: { kind: string; spent: (data: Record<string, string>) => { asset: string; wei: bigint } };
};

const fixed = (asset: string, wei: bigint) => () => ({ asset, wei });

export const OPERATIONS: readonly Operation[] = [
  {
    name: 'balances',
    weight: 'read',
    share: 20,
    request: () => ({ method: 'GET', path: '/api/assets/balances' }),
  },
  {
    name: 'history page',
    weight: 'read',
    share: 15,
    request: () => ({ method: 'GET', path: '/api/assets/history?asset=USDT&page=1&size=20' }),
  },
  {
    name: 'team summary',
    weight: 'read',
    share: 10,
    request: () => ({ method: 'GET', path: '/api/team/summary' }),
  },
  {
    name: 'rewards',
    weight: 'read',
    share: 10,
    request: () => ({ method: 'GET', path: '/api/rewards?page=1&size=20' }),
  },
  {
    name: 'transfer records',
    weight: 'read',
    share: 10,
    request: () => ({ method: 'GET', path: '/api/records/transfer?page=1&size=20' }),
  },
  {
    name: 'deposit records',
    weight: 'read',
    share: 5,
    request: () => ({ method: 'GET', path: '/api/records/deposit?page=1&size=20' }),
  },
  {
    name: 'transfer',
    weight: 'write',
    share: 8,
    request: (_user, other) => ({
      method: 'POST',
      path: '/api/transfer',
      body: { asset: 'USDT', amount: T.toString(), to: other.address },
    }),
    // The fee comes out of the amount: the sender gives the amount.
    ledger: { kind: 'transfer', spent: fixed('USDT', T) },
  },
  {
    name: 'swap',
    weight: 'write',
    share: 6,
    request: () => ({
      method: 'POST',
      path: '/api/swap',
      body: { from: 'USDT', to: 'USDB', amount: T.toString() },
    }),
    ledger: { kind: 'swap', spent: fixed('USDT', T) },
  },
  {
    name: 'stake',
    weight: 'write',
    share: 6,
    request: () => ({
      method: 'POST',
      path: '/api/stake',
      body: { packageId: 'd30', amount: (10n * T).toString() },
    }),
    ledger: { kind: 'stake_open', spent: fixed('USDT', 10n * T) },
  },
  {
    name: 'node purchase',
    weight: 'heavy',
    share: 4,
    request: () => ({ method: 'POST', path: '/api/nodes/purchase', body: { kind: 'community', shares: 1 } }),
    ledger: { kind: 'node_purchase', spent: (data) => ({ asset: 'USDT', wei: BigInt(data.total!) }) },
  },
  {
    name: 'mall order',
    weight: 'heavy',
    share: 3,
    request: (user, _other, product) => ({
      method: 'POST',
      path: '/api/mall/orders',
      body: {
        productId: product.productId,
        variantId: product.variantId,
        quantity: 1,
        addressId: user.addressId,
      },
    }),
    ledger: { kind: 'mall_purchase', spent: (data) => ({ asset: data.asset!, wei: BigInt(data.total!) }) },
  },
  {
    name: '$WOOHOO buy',
    weight: 'heavy',
    share: 3,
    // One whole token: the three phases hold 11,700, and the price rises from phase to phase.
    request: () => ({ method: 'POST', path: '/api/woohoo/buy', body: { amount: T.toString() } }),
    ledger: { kind: 'woohoo_purchase', spent: (data) => ({ asset: 'USDT', wei: BigInt(data.cost!) }) },
  },
];

const TOTAL_SHARE = OPERATIONS.reduce((sum, operation) => sum + operation.share, 0);

/** Draws an operation by its share. */
export function drawOperation(random: () => number): Operation {
  let at = random() * TOTAL_SHARE;
  for (const operation of OPERATIONS) {
    at -= operation.share;
    if (at < 0) return operation;
  }
  return OPERATIONS.at(-1)!;
}
