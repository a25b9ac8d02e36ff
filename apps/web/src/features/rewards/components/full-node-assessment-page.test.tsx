import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { NodesOverview } from '@woohoo/shared/api/nodes';
import type { RewardSummary, TeamSummary } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeRewardSummary, makeTeamSummary, ONE_USDT_WEI } from '../../../testing/team-factories';
import { makeNodesOverview } from '../testing/make-nodes-overview';
import { AssessmentPage } from './assessment-page';
import { FullNodeAssessmentPage } from './full-node-assessment-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NODE_SALE = '/pages/ino/ino';

/** The node pools have paid: 12.5 USDT of fee dividend, 0.025 BNB of network dividend, 3 USDT of subsidy. */
const SUMMARY = makeRewardSummary({
  byKind: [
    { kind: 'static', asset: 'USDT', total: (450n * ONE_USDT_WEI).toString(), count: 30 },
    { kind: 'fee_dividend', asset: 'USDT', total: '12500000000000000000', count: 4 },
    { kind: 'network_dividend', asset: 'BNB', total: '25000000000000000', count: 2 },
    { kind: 'community_subsidy', asset: 'USDT', total: (3n * ONE_USDT_WEI).toString(), count: 3 },
  ],
});

type Seed = { nodes?: NodesOverview; summary?: RewardSummary; team?: TeamSummary };

function makeClient({ nodes, summary, team }: Seed = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (nodes) client.setQueryData(endpointKey(routes.nodes.overview, ADDRESS), nodes);
  if (summary) client.setQueryData(endpointKey(routes.rewards.summary, ADDRESS), summary);
  if (team) client.setQueryData(endpointKey(routes.team.summary, ADDRESS), team);
  return client;
}

function render(seed: Seed, client = makeClient(seed)) {
  const html = renderPage(client, <FullNodeAssessmentPage address={ADDRESS} />);
  return { html, text: textOf(html) };
}

const loaded = (nodes: NodesOverview): Seed => ({ nodes, summary: SUMMARY, team: makeTeamSummary() });

/** The HTML of one element with a test id, up to its closing tag of the same name. */
function part(html: string, testId: string, tag = 'article'): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) throw new Error(`no ${testId}`);
  const open = html.lastIndexOf(`<${tag}`, start);
  return html.slice(open, html.indexOf(`</${tag}>`, start) + tag.length + 3);
}

/** The opening tag of the element with a test id, whatever the order of its attributes. */
function tagOf(html: string, testId: string): string {
  return html.match(new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? '';
}

function failed(client: QueryClient, queryKey: QueryKey) {
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({ ...query.state, status: 'error', error: new Error('offline') });
}

describe('FullNodeAssessmentPage', () => {
  it('shows the switch and a skeleton while any of its three calls loads', () => {
    const { html, text } = render({ nodes: makeNodesOverview({ main: 1 }), summary: SUMMARY });
    expect(html).toContain('aria-busy="true"');
    expect(text).toContain('Loading…');
    const fullNode = tagOf(html, 'assessment-switch-fullNode');
    expect(fullNode).toContain('href="/pages/team/fullNodeAssessment"');
    expect(fullNode).toContain('aria-current="page"');
    expect(tagOf(html, 'assessment-switch-weekly')).toContain('href="/pages/team/assessment"');
    expect(html).not.toContain('data-testid="full-node-standing"');
  });

  it('says when the assessment could not be loaded, with a retry', () => {
    const client = makeClient({ nodes: makeNodesOverview({ main: 1 }), summary: SUMMARY });
    failed(client, endpointKey(routes.team.summary, ADDRESS));
    const { html, text } = render({}, client);
    expect(html).toContain('role="alert"');
    expect(text).toContain('Could not load your full-node assessment');
    expect(text).toContain('Retry');
    expect(html).toContain('data-testid="assessment-switch"');
  });

  it('a share of every kind: the full node badge, each kind with its shares and pool income, the team nodes', () => {
    const { html, text } = render(loaded(makeNodesOverview({ main: 3, genesis: 1, community: 12 })));
    expect(part(html, 'full-node-standing', 'section')).toContain('data-state="full"');
    expect(html).toMatch(/data-testid="full-node-badge"[^>]*>.*Full node</);
    expect(text).toContain('3 of 3 node kinds held');
    expect(text).toContain('You hold every node kind: each node pool pays you at the daily settlement.');
    expect(html).not.toContain('data-testid="full-node-missing"');
    expect(html).not.toContain(`href="${NODE_SALE}"`);

    const main = textOf(part(html, 'full-node-kind-main'));
    expect(main).toContain('Main node');
    expect(main).toContain('Fee dividend · USDT');
    expect(main).toContain('Held');
    expect(html).toMatch(/data-testid="full-node-shares-main"[^>]*>3</);
    expect(html).toMatch(/data-testid="full-node-earned-main"[^>]*>12.5 USDT</);
    expect(textOf(part(html, 'full-node-kind-genesis'))).toContain('Network dividend · BNB');
    expect(html).toMatch(/data-testid="full-node-earned-genesis"[^>]*>0.025 BNB</);
    expect(textOf(part(html, 'full-node-kind-community'))).toContain('Community subsidy · USDT');
    expect(html).toMatch(/data-testid="full-node-shares-community"[^>]*>12</);
    expect(html).toMatch(/data-testid="full-node-earned-community"[^>]*>3 USDT</);

    expect(html).toMatch(/data-testid="full-node-team-direct"[^>]*>6</);
    expect(html).toMatch(/data-testid="full-node-team-total"[^>]*>19</);
    expect(text).toContain('Direct nodes 6 Total nodes 19');
    expect(text).toContain('This view has no target and clears nothing.');
  });

  it('some kinds missing: says which, marks them not held, and links the node sale', () => {
    const { html, text } = render({
      nodes: makeNodesOverview({ community: 2 }),
      summary: makeRewardSummary(),
      team: makeTeamSummary(),
    });
    expect(part(html, 'full-node-standing', 'section')).toContain('data-state="partial"');
    expect(html).toMatch(/data-testid="full-node-badge"[^>]*>Not a full node</);
    expect(text).toContain('1 of 3 node kinds held');
    expect(textOf(part(html, 'full-node-missing', 'p')).trim()).toBe(
      'Missing: Main node and Genesis node. Hold at least one share of every kind to be a full node.',
    );
    expect(tagOf(html, 'full-node-sale-link')).toContain(`href="${NODE_SALE}"`);
    expect(text).toContain('Go to node sale');

    // A kind not held shows what it would earn, without empty figures.
    const genesis = part(html, 'full-node-kind-genesis');
    expect(genesis).toContain('data-held="false"');
    expect(textOf(genesis)).toContain('Genesis node Network dividend · BNB Not held');
    expect(genesis).not.toContain('full-node-shares-genesis');
    // A kind held before its first payout shows its shares and nothing earned yet.
    expect(html).toMatch(/data-testid="full-node-shares-community"[^>]*>2</);
    expect(html).toMatch(/data-testid="full-node-earned-community"[^>]*>0 USDT</);
  });

  it('no nodes: an empty state pointing to the node sale, and what each kind would earn', () => {
    const { html, text } = render({
      nodes: makeNodesOverview(),
      summary: makeRewardSummary({ byKind: [] }),
      team: makeTeamSummary(),
    });
    expect(html).not.toContain('data-testid="full-node-standing"');
    const empty = part(html, 'full-node-empty', 'section');
    expect(textOf(empty)).toContain('No nodes yet');
    expect(textOf(empty)).toContain(
      'Hold at least one share of each node kind (main, genesis and community)',
    );
    expect(empty).toContain(`href="${NODE_SALE}"`);
    expect(html.match(/data-testid="full-node-kind-\w+" data-held="false"/g)).toHaveLength(3);
    expect(html).not.toContain('full-node-earned-');
    expect(text).toContain('Team nodes');
  });
});

describe('the weekly assessment', () => {
  it('heads its page with the same switch, on Weekly', () => {
    const html = renderPage(makeClient(), <AssessmentPage address={ADDRESS} />);
    const weekly = tagOf(html, 'assessment-switch-weekly');
    expect(weekly).toContain('href="/pages/team/assessment"');
    expect(weekly).toContain('aria-current="page"');
    expect(tagOf(html, 'assessment-switch-fullNode')).not.toContain('aria-current');
    expect(textOf(html)).toContain('Weekly Full node');
  });
});
