import { QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import {
  makeIncomeEntry,
  makePool,
  makeReward,
  makeRewardSummary,
  ONE_USDT_WEI,
} from '../../../testing/team-factories';
import type { IncomeEntry } from '../utils/reward-types';
import { BonusPoolPage } from './bonus-pool-page';
import { IncomeEntryRow } from './income-entry-row';
import { IncomePage } from './income-page';
import { RewardRow } from './reward-row';
import { RewardSummaryPage } from './reward-summary-page';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function makeClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
}

function withEntries(entries: IncomeEntry[]) {
  const client = makeClient();
  const page = { items: entries, page: 1, size: 20, total: entries.length };
  client.setQueryData(endpointKey(routes.rewards.income, ADDRESS), {
    pages: [page],
    pageParams: [1],
  });
  return client;
}

const T = ONE_USDT_WEI;

describe('IncomePage', () => {
  it('lists every kind of income with what it was for, in its own asset', () => {
    const entries = [
      makeIncomeEntry(),
      makeIncomeEntry({
        id: '42:USDB',
        transferId: '42',
        kind: 'node_share_bonus',
        asset: 'USDB',
        amount: `${1000n * T}`,
      }),
      makeIncomeEntry({
        id: '50:USDT',
        kind: 'reward_differential',
        amount: `${62n * T}`,
        ref: { type: 'settlement', id: '2026-11-22' },
        counterparty: null,
        held: true,
        lines: 2,
      }),
      makeIncomeEntry({
        id: '51:USDT',
        kind: 'box_prize',
        amount: `${5n * T}`,
        ref: { type: 'blind_box', id: '5' },
        counterparty: null,
        box: { kind: 'tutorial', prize: 4, giftCardNo: 'GC-0000005-7433' },
      }),
      makeIncomeEntry({
        id: '52:BHC',
        kind: 'assessment_clear',
        asset: 'BHC',
        amount: `${-50n * T}`,
        ref: { type: 'settlement', id: '2026-11-22' },
        counterparty: null,
      }),
    ];
    const html = renderPage(withEntries(entries), <IncomePage address={ADDRESS} />);
    const text = textOf(html);
    expect(html.match(/data-testid="income-entry"/g)).toHaveLength(5);
    expect(html).toContain('data-kind="node_sales_reward"');
    expect(text).toContain('Node sales reward');
    expect(text).toContain('+104 USDT');
    expect(text).toContain('Node order #17 of 0xab…eC9B');
    expect(text).toContain('Node referral bonus');
    expect(text).toContain('+1,000 USDB');
    expect(text).toContain('Settlement of Nov 22, 2026');
    expect(text).toContain('Held for assessment');
    expect(text).toContain('How it was computed (2 lines)');
    expect(text).toContain('Blind box #5: prize 4, gift card GC-0000005-7433');
    expect(text).toContain('-50 BHC');
    expect(text).toContain('Week ending Nov 22, 2026');
    // Filters by kind (every income kind) and by asset.
    expect(text).toContain('Invite gift');
    expect(text).toContain('Task reward');
    expect(text).toContain('All assets');
    expect(html).toMatch(/type="radio"[^>]*value="USDB"/);
  });

  it('has a real empty state', () => {
    const text = textOf(renderPage(withEntries([]), <IncomePage address={ADDRESS} />));
    expect(text).toContain('No income yet');
  });
});

describe('IncomeEntryRow', () => {
  it('does not offer lines for an entry that has none', () => {
    const html = renderPage(makeClient(), <IncomeEntryRow entry={makeIncomeEntry()} address={ADDRESS} />);
    expect(html).not.toContain('How it was computed');
  });
});

describe('RewardRow', () => {
  it('explains each reward line, with the cap note and the locked tag', () => {
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
    const html = renderPage(
      makeClient(),
      lines.map((line) => <RewardRow key={line.id} reward={line} />),
    );
    const text = textOf(html);
    expect(html.match(/data-testid="reward-line"/g)).toHaveLength(2);
    expect(text).toContain('Differential reward');
    expect(text).toContain('6% of node order #17 (1,040 USDT) by 0xab…eC9B');
    expect(text).toContain("Capped: the day's rewards were paid at 83.2%");
    expect(text).toContain("1 of 4 holders' share of 250 USDT, locked, released over 60 days");
    expect(text).toContain('Settlement Nov 22, 2026 · rules v1');
    expect(text).toContain('Locked');
  });
});

describe('RewardSummaryPage', () => {
  it('shows total personal income per asset, never one figure over several assets', () => {
    const client = makeClient();
    client.setQueryData(endpointKey(routes.rewards.summary, ADDRESS), makeRewardSummary());
    const html = renderPage(client, <RewardSummaryPage address={ADDRESS} />);
    const text = textOf(html);
    expect(html).toMatch(/data-testid="income-total" data-asset="USDT"[^>]*>201</);
    expect(html).toMatch(/data-testid="income-total" data-asset="USDB"[^>]*>1,000</);
    expect(html).toMatch(/data-testid="income-total" data-asset="BHC"[^>]*>50</);
    expect(html.match(/data-testid="income-total"/g)).toHaveLength(3);
    expect(text).toContain('Per asset: the sum of every entry in Income details');
    expect(text).toContain('Last day +64');
    // Each kind of income in its own asset, the node rewards among them.
    expect(text).toContain('Node sales reward 1 entry 104 USDT');
    expect(text).toContain('Node referral bonus 1 entry 1,000 USDB');
    expect(text).toContain('Static reward 30 entries 13 USDT');
    expect(text).toContain('Task reward 1 entry 20 USDT');
    expect(text).toContain('Rewards of Nov 22, 2026 paid at 100%');
    expect(text).toContain('The cap did not bind');
    expect(text).toContain('Global bonus locked');
    expect(text).toContain('225 USDT');
  });

  it('says when there is no income yet', () => {
    const client = makeClient();
    client.setQueryData(
      endpointKey(routes.rewards.summary, ADDRESS),
      makeRewardSummary({ totals: [], incomeByKind: [] }),
    );
    const text = textOf(renderPage(client, <RewardSummaryPage address={ADDRESS} />));
    expect(text).toContain('No income yet');
  });

  it('says when the cap bound', () => {
    const client = makeClient();
    const summary = makeRewardSummary();
    if (summary.lastDay) summary.lastDay = { ...summary.lastDay, capped: true, paidBps: 8320 };
    client.setQueryData(endpointKey(routes.rewards.summary, ADDRESS), summary);
    const text = textOf(renderPage(client, <RewardSummaryPage address={ADDRESS} />));
    expect(text).toContain('Rewards of Nov 22, 2026 paid at 83.2%');
    expect(text).toContain('The cap bound');
  });
});

describe('BonusPoolPage', () => {
  it('shows today’s pools, the rule, the estimated share and the positions', () => {
    const client = makeClient();
    client.setQueryData(endpointKey(routes.team.pool, ADDRESS), makePool());
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
      endpointKey(routes.team.pool, ADDRESS),
      makePool({ level: 'B3', estimatedShare: '0', positions: [] }),
    );
    const html = renderPage(client, <BonusPoolPage address={ADDRESS} />);
    expect(html).not.toContain('data-testid="pool-estimate"');
    expect(textOf(html)).toContain('Reach B6 or B7 to share a pool.');
    expect(textOf(html)).toContain('No global bonus positions yet');
  });
});
