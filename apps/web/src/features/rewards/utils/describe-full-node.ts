import type { NodesOverview } from '@woohoo/shared/api/nodes';
import { NODE_KINDS, type NodeKind } from '@woohoo/shared/rules/rules-config';
import { NODE_KIND_REWARDS, REWARD_KINDS } from '@woohoo/shared/settlement/reward-kinds';
import { parseWei } from '../../../lib/money/parse-amount';
import type { RewardSummary } from './reward-types';

/** Every kind held (a full node), some, or none. */
export type FullNodeState = 'full' | 'partial' | 'none';

/** One node kind as the full-node assessment shows it: what is held and what its pool has paid. */
export type NodeKindStanding = {
  kind: NodeKind;
  shares: number;
  reward: (typeof NODE_KIND_REWARDS)[NodeKind];
  asset: string;
  earnedWei: bigint;
  payouts: number;
};

export type FullNodeStanding = {
  state: FullNodeState;
  kinds: NodeKindStanding[];
  missing: NodeKind[];
};

/**
 * The full-node assessment (docs/rules.md "Full-node assessment"): per node kind of SPEC 1 the
 * shares held and the income of the pool its holders share (`NODE_KIND_REWARDS`), and whether
 * the user is a full node, one share or more of every kind.
 */
export function describeFullNode(
  holdings: NodesOverview['kinds'],
  byKind: RewardSummary['byKind'],
): FullNodeStanding {
  const kinds = NODE_KINDS.map((kind): NodeKindStanding => {
    const reward = NODE_KIND_REWARDS[kind];
    const asset = REWARD_KINDS[reward].asset;
    const paid = byKind.filter((row) => row.kind === reward && row.asset === asset);
    return {
      kind,
      shares: holdings.find((holding) => holding.kind === kind)?.held ?? 0,
      reward,
      asset,
      earnedWei: paid.reduce((sum, row) => sum + parseWei(row.total), 0n),
      payouts: paid.reduce((sum, row) => sum + row.count, 0),
    };
  });
  const missing = kinds.filter((kind) => kind.shares <= 0).map((kind) => kind.kind);
  const state: FullNodeState =
    missing.length === 0 ? 'full' : missing.length === NODE_KINDS.length ? 'none' : 'partial';
  return { state, kinds, missing };
}
