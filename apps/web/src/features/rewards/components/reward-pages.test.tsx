import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { makePool, makeReward, makeRewardSummary, ONE_USDT_WEI } from '../../../testing/team-factories';
import { rewardsQueryKeys } from '../api/rewards-query-keys';
import type { Reward } from '../utils/reward-types';
import { BonusPoolPage } from './bonus-pool-page';
import { IncomePage } from './income-page';
import { RewardSummaryPage } from './reward-summary-page';

vi.mock('../../../lib/api', () => ({ api: { request: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function makeClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
}

function withLines(lines: Reward[]) {
  const client = makeClient();
  const page = { items: lines, page: 1, size: 20, total: lines.length };
  client.setQueryData(rewardsQueryKeys.lines(ADDRESS, undefined), { pages: [page], pageParams: [1] });
  return client;
}

describe('IncomePage', () => {
  it('explains each line, with the cap note and the locked tag', () => {
    const lines = [
      makeReward({
        id: '1',
        capped: true,
        value: (100n * ONE_USDT_WEI).toString(),
        paidValue: '83200000000000000000',
      }),
      makeReward({
        id: '2',
        kind: 'global_bonus',
        source: 'pool',
        sourceId: '',
        sourceAddress: null,
        basis: (250n * ONE_USDT_WEI).toString(),
        rateBps: 0,
        weight: 1,
        weightTotal: 4,
        locked: true,
      }),
    ];
    const html = renderPage(withLines(lines), <IncomePage address={ADDRESS} />);
    const text = textOf(html);
    expect(html.match(/data-testid="reward-line"/g)).toHaveLength(2);
    expect(text).toContain('Differential reward');
    expect(text).toContain('6% of node order #17 (1,040 USDT) by 0xab…eC9B');
    expect(text).toContain("Capped: the day's rewards were paid at 83.2%");
    expect(text).toContain("1 of 4 holders' share of 250 USDT, locked, released over 60 days");
    expect(text).toContain('Settlement Nov 22, 2026 · rules v1');
    expect(text).toContain('Locked');
    expect(html).toContain('type="radio"');
    expect(text).toContain('Fee dividend');
  });

  it('has a real empty state', () => {
    const text = textOf(renderPage(withLines([]), <IncomePage address={ADDRESS} />));
    expect(text).toContain('No rewards yet');
  });
});

describe('RewardSummaryPage', () => {
  it('shows total income, the last settled day and its cap, and the release', () => {
    const client = makeClient();
    client.setQueryData(rewardsQueryKeys.summary(ADDRESS), makeRewardSummary());
    const html = renderPage(client, <RewardSummaryPage address={ADDRESS} />);
    const text = textOf(html);
    expect(html).toMatch(/data-testid="income-total"[^>]*>1,280</);
    expect(text).toContain('Rewards of Nov 22, 2026 paid at 100%');
    expect(text).toContain('The cap did not bind');
    expect(text).toContain('30 rewards');
    expect(text).toContain('Last day +64');
    expect(text).toContain('Global bonus locked');
    expect(text).toContain('225 USDT');
  });

  it('says when the cap bound', () => {
    const client = makeClient();
    const summary = makeRewardSummary();
    if (summary.lastDay) summary.lastDay = { ...summary.lastDay, capped: true, paidBps: 8320 };
    client.setQueryData(rewardsQueryKeys.summary(ADDRESS), summary);
    const text = textOf(renderPage(client, <RewardSummaryPage address={ADDRESS} />));
    expect(text).toContain('Rewards of Nov 22, 2026 paid at 83.2%');
    expect(text).toContain('The cap bound');
  });
});

describe('BonusPoolPage', () => {
  it('shows today’s pools, the rule, the estimated share and the positions', () => {
    const client = makeClient();
    client.setQueryData(rewardsQueryKeys.pool(ADDRESS), makePool());
    const html = renderPage(client, <BonusPoolPage address={ADDRESS} />);
    const text = textOf(html);
    expect(text).toContain("2.5% of the day's inflow each, released 1/60 a day");
    expect(text).toContain('4 holders');
    expect(text).toContain('1 holder');
    expect(html).toMatch(/data-testid="pool-estimate"[^>]*>250 USDT</);
    expect(html).toContain('data-testid="pool-position"');
    expect(text).toContain('Releasing');
  });

  it('tells a user below B6 how to share a pool, and that there are no positions yet', () => {
    const client = makeClient();
    client.setQueryData(
      rewardsQueryKeys.pool(ADDRESS),
      makePool({ level: 'B3', estimatedShare: '0', positions: [] }),
    );
    const html = renderPage(client, <BonusPoolPage address={ADDRESS} />);
    expect(html).not.toContain('data-testid="pool-estimate"');
    expect(textOf(html)).toContain('Reach B6 or B7 to share a pool.');
    expect(textOf(html)).toContain('No global bonus positions yet');
  });
});
