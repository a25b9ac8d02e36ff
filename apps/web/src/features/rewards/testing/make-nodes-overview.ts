import type { NodesOverview } from '@woohoo/shared/api/nodes';
import { NODE_KINDS, type NodeKind } from '@woohoo/shared/rules/rules-config';
import { ONE_USDT_WEI } from '../../../testing/team-factories';

/**
 * GET /api/nodes as the node sale answers it (test data), holding `held` shares of each kind
 * (none by default): SPEC 9's 520 USDT a share and docs/rules.md's default supplies.
 */
export function makeNodesOverview(held: Partial<Record<NodeKind, number>> = {}): NodesOverview {
  const supply: Record<NodeKind, number> = { main: 1_000, genesis: 500, community: 5_000 };
  return {
    rulesVersion: 1,
    maxSharesPerOrder: 100,
    selfCountedOrders: 2,
    salesRewardBps: 1_000,
    kinds: NODE_KINDS.map((kind) => {
      const shares = held[kind] ?? 0;
      return {
        kind,
        price: (520n * ONE_USDT_WEI).toString(),
        supply: supply[kind],
        sold: 40 + shares,
        remaining: supply[kind] - 40 - shares,
        held: shares,
        orders: shares > 0 ? 1 : 0,
        selfCounted: shares > 0 ? 1 : 0,
      };
    }),
  };
}
