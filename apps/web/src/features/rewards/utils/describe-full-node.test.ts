import { describe, expect, it } from 'vitest';
import { makeRewardSummary, ONE_USDT_WEI } from '../../../testing/team-factories';
import { makeNodesOverview } from '../testing/make-nodes-overview';
import { describeFullNode } from './describe-full-node';

const byKind = makeRewardSummary({
  byKind: [
    { kind: 'static', asset: 'USDT', total: (450n * ONE_USDT_WEI).toString(), count: 30 },
    { kind: 'fee_dividend', asset: 'USDT', total: (12n * ONE_USDT_WEI).toString(), count: 4 },
    { kind: 'network_dividend', asset: 'BNB', total: '25000000000000000', count: 2 },
  ],
}).byKind;

describe('describeFullNode', () => {
  it('is a full node with a share of every kind, each kind paired with the pool it earns', () => {
    const standing = describeFullNode(makeNodesOverview({ main: 3, genesis: 1, community: 2 }).kinds, byKind);
    expect(standing.state).toBe('full');
    expect(standing.missing).toEqual([]);
    expect(standing.kinds).toEqual([
      {
        kind: 'main',
        shares: 3,
        reward: 'fee_dividend',
        asset: 'USDT',
        earnedWei: 12n * ONE_USDT_WEI,
        payouts: 4,
      },
      {
        kind: 'genesis',
        shares: 1,
        reward: 'network_dividend',
        asset: 'BNB',
        earnedWei: 25_000_000_000_000_000n,
        payouts: 2,
      },
      { kind: 'community', shares: 2, reward: 'community_subsidy', asset: 'USDT', earnedWei: 0n, payouts: 0 },
    ]);
  });

  it('names the kinds missing, in the order of SPEC 1', () => {
    const standing = describeFullNode(makeNodesOverview({ community: 1 }).kinds, byKind);
    expect(standing.state).toBe('partial');
    expect(standing.missing).toEqual(['main', 'genesis']);
  });

  it('has no nodes when no kind is held, and counts a kind the API left out as not held', () => {
    expect(describeFullNode(makeNodesOverview().kinds, []).state).toBe('none');
    const withoutGenesis = makeNodesOverview({ main: 1, genesis: 1, community: 1 }).kinds.filter(
      (kind) => kind.kind !== 'genesis',
    );
    expect(describeFullNode(withoutGenesis, []).missing).toEqual(['genesis']);
  });

  it('adds up the rows of a pool and ignores other kinds and assets', () => {
    const rows = [
      { kind: 'community_subsidy' as const, asset: 'USDT', total: '5', count: 1 },
      { kind: 'community_subsidy' as const, asset: 'USDT', total: '7', count: 2 },
      { kind: 'community_subsidy' as const, asset: 'BHC', total: '100', count: 1 },
      { kind: 'global_bonus' as const, asset: 'USDT', total: '100', count: 1 },
    ];
    const community = describeFullNode(makeNodesOverview({ community: 1 }).kinds, rows).kinds[2];
    expect(community).toMatchObject({ kind: 'community', earnedWei: 12n, payouts: 3 });
  });
});
