import type { NodesOverview } from '@woohoo/shared/api/nodes';
import {
  isNodeQuote,
  type NodePurchaseError,
  type NodePurchaseQuote,
  quoteNodePurchase,
} from '@woohoo/shared/rules/node-rules';
import type { NodeKind } from '@woohoo/shared/rules/rules-config';
import { costIgnoringBalance } from '../../../lib/money/cost-ignoring-balance';

export type NodeOrderCheck =
  | { ok: true; quote: NodePurchaseQuote }
  | {
      ok: false;
      problem: NodePurchaseError;
      /** When only the balance is short: the shares and total, shown beside the error. */
      cost?: Pick<NodePurchaseQuote, 'shares' | 'priceWei' | 'totalWei'>;
    };

/**
 * A node order as the server will judge it (the shared quoteNodePurchase): a whole quantity from
 * 1 ("Please enter quantity"), no more than the kind has left, and covered by the USDT balance;
 * one the balance does not cover still says what it would cost.
 */
export function validateNodeOrder(input: {
  overview: NodesOverview;
  kind: NodeKind;
  quantityText: string;
  availableWei: bigint;
}): NodeOrderCheck {
  const kind = input.overview.kinds.find((k) => k.kind === input.kind);
  const shares = /^\d+$/.test(input.quantityText) ? Number(input.quantityText) : Number.NaN;
  const quoteWith = (availableWei: bigint) =>
    quoteNodePurchase(
      { shareWei: BigInt(kind?.price ?? '0'), maxSharesPerOrder: input.overview.maxSharesPerOrder },
      { shares, remaining: kind?.remaining ?? 0, availableWei },
    );
  const quote = quoteWith(input.availableWei);
  if (isNodeQuote(quote)) return { ok: true, quote };
  const cost = costIgnoringBalance(quoteWith, quote);
  return cost
    ? {
        ok: false,
        problem: quote,
        cost: { shares: cost.shares, priceWei: cost.priceWei, totalWei: cost.totalWei },
      }
    : { ok: false, problem: quote };
}
