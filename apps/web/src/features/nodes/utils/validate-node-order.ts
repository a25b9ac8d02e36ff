import type { NodesOverview } from '@woohoo/shared/api/nodes';
import {
  isNodeQuote,
  type NodePurchaseError,
  type NodePurchaseQuote,
  quoteNodePurchase,
} from '@woohoo/shared/rules/node-rules';
import type { NodeKind } from '@woohoo/shared/rules/rules-config';

export type NodeOrderCheck =
  | { ok: true; quote: NodePurchaseQuote }
  | { ok: false; problem: NodePurchaseError };

/**
 * A node order as the server will judge it (the shared quoteNodePurchase): a whole quantity from
 * 1 ("Please enter quantity"), no more than the kind has left, and covered by the USDT balance.
 */
export function validateNodeOrder(input: {
  overview: NodesOverview;
  kind: NodeKind;
  quantityText: string;
  availableWei: bigint;
}): NodeOrderCheck {
  const kind = input.overview.kinds.find((k) => k.kind === input.kind);
  const shares = /^\d+$/.test(input.quantityText) ? Number(input.quantityText) : Number.NaN;
  const quote = quoteNodePurchase(
    { shareWei: BigInt(kind?.price ?? '0'), maxSharesPerOrder: input.overview.maxSharesPerOrder },
    { shares, remaining: kind?.remaining ?? 0, availableWei: input.availableWei },
  );
  return isNodeQuote(quote) ? { ok: true, quote } : { ok: false, problem: quote };
}
