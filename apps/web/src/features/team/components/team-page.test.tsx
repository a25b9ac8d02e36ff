import { QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeTeamMember, makeTeamSummary } from '../../../testing/team-factories';
import type { TeamMember, TeamSummary } from '../utils/team-types';
import { BindReferrerPage } from './bind-referrer-page';
import { TeamPage } from './team-page';
import { TeamShortcuts } from './team-shortcuts';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A client with the team's queries answered (or not, when left out). */
function makeClient(data: { summary?: TeamSummary; members?: TeamMember[]; total?: number }) {
  // No retry on mount: a failed query stays failed while the page renders (as after a failed load).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (data.summary) client.setQueryData(endpointKey(routes.team.summary, ADDRESS), data.summary);
  if (data.members) {
    const page = { items: data.members, page: 1, size: 20, total: data.total ?? data.members.length };
    client.setQueryData(endpointKey(routes.team.members, ADDRESS), { pages: [page], pageParams: [1] });
  }
  return client;
}

describe('TeamPage', () => {
  it('shows a skeleton while the summary loads, and no figures', () => {
    const html = renderPage(makeClient({}), <TeamPage address={ADDRESS} />);
    expect(html).toContain('data-testid="team-skeleton"');
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain('Loading…');
    expect(html).not.toContain('data-testid="team-level"');
  });

  it('says when the team could not be loaded, with a retry', () => {
    const client = makeClient({});
    const query = client
      .getQueryCache()
      .build(client, { queryKey: endpointKey(routes.team.summary, ADDRESS) });
    query.setState({ ...query.state, status: 'error', error: new Error('offline') });
    const text = textOf(renderPage(client, <TeamPage address={ADDRESS} />));
    expect(text).toContain('Could not load your team');
    expect(text).toContain('Retry');
  });

  it('invites a new user: no level, no referrer, no one joined yet', () => {
    const summary = makeTeamSummary({
      referrer: null,
      level: 'none',
      rank: 'ordinary',
      levelDay: null,
      nextLevel: { level: 'D1', needs: [{ what: 'activeDirects', have: 0, need: 5 }] },
      directReferrals: 0,
      inviteCount: 0,
      teamSize: 0,
      performance: { realTime: '0', cumulative: '0' },
      unsettled: { personal: '0', smallCommunity: '0', team: '0' },
      settled: null,
      nodes: { direct: 0, total: 0 },
    });
    const html = renderPage(makeClient({ summary, members: [] }), <TeamPage address={ADDRESS} />);
    const text = textOf(html);
    expect(text).toContain('No level yet');
    expect(text).toContain('Ordinary player');
    expect(text).toContain('Set at the first daily settlement');
    expect(text).toContain('Next level: D1');
    expect(text).toContain('0 of 5 active direct referrals');
    expect(html).toContain('data-testid="team-bind-prompt"');
    expect(text).toContain('Bind referrer');
    expect(text).toContain('No one has joined with your link yet');
    expect(html).toMatch(/<button[^>]*><span>Invite<\/span><\/button>/);
    expect(html).toContain('href="/pages/team/invite"');
  });

  it('shows the level, what the next one needs, the figures and the direct referrals', () => {
    const members = [
      makeTeamMember(),
      makeTeamMember({ address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', level: 'D1', active: false }),
    ];
    const html = renderPage(
      makeClient({ summary: makeTeamSummary(), members, total: 2 }),
      <TeamPage address={ADDRESS} />,
    );
    const text = textOf(html);
    expect(html).toMatch(/data-testid="team-level"[^>]*>D1</);
    expect(text).toContain('Pioneer');
    expect(text).toContain('As of settlement Nov 22, 2026');
    expect(text).toContain('Next level: B3');
    expect(text).toContain('12,000 of 30,000 USDT small-community performance');
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('data-testid="team-referrer"');
    expect(html).not.toContain('data-testid="team-bind-prompt"');
    expect(html).toMatch(/data-testid="team-figure-cumulative"[^>]*>48,360</);
    expect(html).toMatch(/data-testid="team-figure-teamSize"[^>]*>23</);
    // The People card counts the active direct referrals and says what active is; the list below
    // shows every one, marked Active or Not active.
    expect(text).toContain('People Active direct referrals');
    expect(text).toContain('A direct referral is active once they have placed a node order or a stake.');
    expect(html).toMatch(/data-testid="team-figure-totalNodes"[^>]*>19</);
    // The last settled day's orders with its day, then only what no settlement has read.
    expect(text).toContain(
      'Settled on Nov 22, 2026 Personal 1,040 USDT Small community 520 USDT Team 3,120 USDT Unsettled orders Personal 520 USDT',
    );
    expect(html).toMatch(/data-testid="team-figure-settled-team"[^>]*>3,120</);
    expect(html).toMatch(/data-testid="team-figure-team"[^>]*>2,080</);
    expect(text).toContain('2 people');
    expect(html.match(/data-testid="team-member"/g)).toHaveLength(2);
    expect(text).toContain('0x90F7…b906');
    expect(text).toContain('Active');
    expect(text).toContain('Not active');
    expect(text).toContain('2,600 USDT');
    for (const path of [
      '/pages/team/income',
      '/pages/team/rewards',
      '/pages/team/pool',
      '/pages/my/Rankinglist',
    ])
      expect(html, path).toContain(`href="${path}"`);
  });

  it('says so at the top level', () => {
    const summary = makeTeamSummary({ level: 'B7', rank: 'ambassador', nextLevel: null });
    const text = textOf(renderPage(makeClient({ summary, members: [] }), <TeamPage address={ADDRESS} />));
    expect(text).toContain('Top level reached');
    expect(text).toContain('Ambassador');
  });
});

describe('BindReferrerPage', () => {
  it('shows a bound referrer read-only, and that the binding is permanent', () => {
    const summary = makeTeamSummary();
    const html = renderPage(makeClient({ summary }), <BindReferrerPage address={ADDRESS} />);
    expect(html).toContain('data-testid="bound-referrer"');
    expect(textOf(html)).toContain(summary.referrer ?? '');
    expect(textOf(html)).toContain('Referrer binding is permanent once confirmed.');
    expect(html).not.toContain('<textarea');
  });
});

describe('the team page’s links', () => {
  it('lead to the weekly assessment', () => {
    const html = renderPage(makeClient({}), <TeamShortcuts />);
    expect(html).toMatch(/href="\/pages\/team\/assessment"[^>]*>.*Weekly assessment/);
  });
});
