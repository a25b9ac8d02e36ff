import { QueryClient } from '@tanstack/react-query';
import type { TaskCentre } from '@woohoo/shared/api/tasks';
import * as routes from '@woohoo/shared/endpoints/routes';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeTaskCentre, makeTasks } from '../../../testing/task-factories';
import { CommunityFields } from './community-sheet';
import { TaskCentrePage } from './task-centre-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FRIEND = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const ASSESSMENT = '/pages/team/assessment';
const FULL_NODE = '/pages/team/fullNodeAssessment';

beforeAll(() => {
  // The page builds the private link from the location, as in the browser.
  vi.stubGlobal('location', { origin: 'https://app.example', pathname: '/' });
});

function makeClient(centre?: TaskCentre) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (centre) client.setQueryData(endpointKey(routes.tasks.centre, ADDRESS), centre);
  return client;
}

function render(centre?: TaskCentre, client = makeClient(centre)) {
  const html = renderPage(client, <TaskCentrePage address={ADDRESS} />);
  return { html, text: textOf(html) };
}

/** The HTML of one element with a test id, up to its closing tag of the same name. */
function part(html: string, testId: string, tag = 'article'): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) throw new Error(`no ${testId}`);
  const open = html.lastIndexOf(`<${tag}`, start);
  return html.slice(open, html.indexOf(`</${tag}>`, start) + tag.length + 3);
}

describe('TaskCentrePage', () => {
  it('shows a skeleton while the tasks load', () => {
    const { html, text } = render();
    expect(html).toContain('data-testid="tasks-skeleton"');
    expect(html).toContain('aria-busy="true"');
    expect(text).toContain('Loading…');
  });

  it('says when the tasks could not be loaded, with a retry', () => {
    const client = makeClient();
    const query = client
      .getQueryCache()
      .build(client, { queryKey: endpointKey(routes.tasks.centre, ADDRESS) });
    query.setState({ ...query.state, status: 'error', error: new Error('offline') });
    const { text } = render(undefined, client);
    expect(text).toContain('Could not load your tasks');
    expect(text).toContain('Retry');
  });

  it('shows an ordinary player every task not met, with what is missing', () => {
    const { html, text } = render(makeTaskCentre());
    expect(html).toMatch(/data-testid="task-rank"[^>]*>Ordinary player</);
    expect(text).toContain('0 of 1,420 USDT in task rewards claimed');
    const target = textOf(part(html, 'task-pioneer_target'));
    expect(target).toContain('Reach pioneer');
    expect(target).toContain('+20');
    expect(target).toContain('Not met');
    expect(target).toContain('Rank needed: Pioneer');
    expect(target).toContain('Reach Pioneer first');
    expect(textOf(part(html, 'task-captain_reward'))).toContain('Reach Captain first');
    expect(html).not.toMatch(/<button[^>]*>(<span>)?(Claim|Apply)(<\/span>)?<\/button>/);
    expect(html.match(/data-state="not_met" data-testid="task-state"/g)).toHaveLength(4);
  });

  it('links both assessments, the team page and the private link with its copy button', () => {
    const { html, text } = render(makeTaskCentre());
    expect(html).toMatch(new RegExp(`data-testid="task-assessment-link" href="${ASSESSMENT}"`));
    expect(html).toMatch(new RegExp(`data-testid="task-full-node-link" href="${FULL_NODE}"`));
    expect(text).toContain('Weekly assessment');
    expect(text).toContain(
      "Full-node assessment Your nodes of every kind, their income and your team's nodes",
    );
    expect(html).toContain('href="/pages/team/team"');
    expect(html).toContain('href="/pages/team/invite"');
    expect(html).toMatch(
      new RegExp(`data-testid="private-link"[^>]*>https://app.example/#/\\?ref=${ADDRESS}</p>`),
    );
    expect(text).toContain('Copy link');
  });

  it('closes the gifts and mentorships with their reason, and locks the perks', () => {
    const { html, text } = render(makeTaskCentre());
    expect(html).toContain('data-testid="gifts-closed"');
    expect(text).toContain('Target not met: reach pioneer first');
    expect(text).toContain('As a pioneer you can gift 2 USDT to each of up to 10 direct referrals');
    expect(html).toContain('data-testid="mentorships-closed"');
    expect(text).toContain('Target not met: reach ambassador first');
    expect(html.match(/Captain needed/g)).toHaveLength(3);
    expect(html).not.toContain('data-testid="vip-link"');
  });

  it('offers Claim on a met task', () => {
    const centre = makeTaskCentre({
      rank: 'pioneer',
      tasks: makeTasks({ pioneer_target: { state: 'claimable', progress: { current: 1, target: 1 } } }),
    });
    const { html } = render(centre);
    const card = part(html, 'task-pioneer_target');
    expect(textOf(card)).toContain('Claimable');
    expect(textOf(card)).toContain('Rank reached: Pioneer');
    expect(card).toMatch(/<button[^>]*><span>Claim<\/span><\/button>/);
    expect(html).toMatch(/data-testid="task-rank"[^>]*>Pioneer</);
    expect(html).toMatch(/data-testid="task-section-pioneer"[\s\S]*?Your rank/);
  });

  it('asks a captain to apply with the community, then shows it with Claim and Edit', () => {
    const applying = render(
      makeTaskCentre({
        rank: 'captain',
        tasks: makeTasks({ captain_reward: { state: 'apply', progress: { current: 2, target: 2 } } }),
      }),
    );
    const card = part(applying.html, 'task-captain_reward');
    expect(textOf(card)).toContain('Application needed');
    expect(card).toMatch(/<button[^>]*><span>Apply<\/span><\/button>/);
    expect(card).not.toContain('data-testid="task-community"');

    const applied = render(
      makeTaskCentre({
        rank: 'captain',
        tasks: makeTasks({
          captain_reward: {
            state: 'claimable',
            progress: { current: 2, target: 2 },
            community: { name: 'Alpha', meetingLink: 'https://meet.example/alpha' },
          },
        }),
      }),
    );
    const claimable = part(applied.html, 'task-captain_reward');
    expect(textOf(claimable)).toContain('Alpha');
    expect(claimable).toContain('href="https://meet.example/alpha"');
    expect(claimable).toMatch(/<button[^>]*><span>Claim<\/span><\/button>/);
    expect(claimable).toMatch(/<button[^>]*><span>Edit<\/span><\/button>/);
  });

  it('shows a claimed task with its date and no action', () => {
    const claimedAt = '2026-11-22T06:05:00.000Z';
    const { html, text } = render(
      makeTaskCentre({
        rank: 'pioneer',
        tasks: makeTasks({
          pioneer_target: { state: 'claimed', progress: { current: 1, target: 1 }, claimedAt },
        }),
      }),
    );
    const card = part(html, 'task-pioneer_target');
    expect(textOf(card)).toContain('Claimed');
    expect(card).toMatch(new RegExp(`<time dateTime="${claimedAt}">Nov 2[12], 2026, \\d\\d:\\d5</time>`));
    expect(card).not.toContain('<button');
    expect(text).toContain('20 of 1,420 USDT in task rewards claimed');
  });

  it('lists the friends to gift once the target is met, gifted or not', () => {
    const { html, text } = render(
      makeTaskCentre({
        rank: 'pioneer',
        gifts: {
          open: true,
          target: 10,
          sent: 1,
          value: (2n * 10n ** 18n).toString(),
          friends: [
            { address: FRIEND, gifted: true, giftedAt: '2026-11-22T06:05:00.000Z' },
            { address: OTHER, gifted: false, giftedAt: null },
          ],
        },
      }),
    );
    expect(html).toMatch(/data-testid="gifts-count"[^>]*>Gifted 1 of 10</);
    expect(text).toContain('Gift 2 USDT to each of up to 10 direct referrals');
    const rows = html.match(/<li[^>]*data-testid="gift-friend"[\s\S]*?<\/li>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(textOf(rows[0] ?? '')).toContain('0x90F7…b906');
    expect(textOf(rows[0] ?? '')).toContain('Gifted');
    expect(rows[0]).not.toContain('<button');
    expect(textOf(rows[1] ?? '')).toContain('Not gifted');
    expect(rows[1]).toMatch(/<button[^>]*><span>Gift<\/span><\/button>/);
  });

  it('says when all gifts are given, and when there is no one to gift yet', () => {
    const full = render(
      makeTaskCentre({
        rank: 'pioneer',
        gifts: {
          open: true,
          target: 1,
          sent: 1,
          value: '2000000000000000000',
          friends: [
            { address: FRIEND, gifted: true, giftedAt: null },
            { address: OTHER, gifted: false, giftedAt: null },
          ],
        },
      }),
    );
    expect(full.text).toContain('All 1 gifts given');
    expect(full.html).not.toMatch(/<button[^>]*><span>Gift<\/span><\/button>/);
    const empty = render(
      makeTaskCentre({ rank: 'pioneer', gifts: { ...makeTaskCentre().gifts, open: true } }),
    );
    expect(empty.text).toContain('No direct referrals yet');
    expect(empty.text).toContain('Share your private link');
  });

  it("lists an ambassador's mentees, activated or not, with Activate", () => {
    const { html, text } = render(
      makeTaskCentre({
        rank: 'ambassador',
        mentorships: {
          open: true,
          mentees: [
            { address: FRIEND, rank: 'pioneer', activated: true, activatedAt: '2026-11-22T06:05:00.000Z' },
            { address: OTHER, rank: 'captain', activated: false, activatedAt: null },
          ],
        },
      }),
    );
    expect(text).toContain('1 of 2 activated');
    const rows = html.match(/<li[^>]*data-testid="mentee"[\s\S]*?<\/li>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(textOf(rows[0] ?? '')).toContain('Activated');
    expect(rows[0]).not.toContain('<button');
    expect(textOf(rows[1] ?? '')).toContain('Not activated');
    expect(textOf(rows[1] ?? '')).toContain('Captain');
    expect(rows[1]).toMatch(/<button[^>]*><span>Activate<\/span><\/button>/);
    const none = render(makeTaskCentre({ rank: 'ambassador', mentorships: { open: true, mentees: [] } }));
    expect(none.text).toContain('No leveled direct referrals yet');
  });

  it('lets a captain apply for perks, and shows the VIP link once granted', () => {
    const { html } = render(
      makeTaskCentre({
        rank: 'captain',
        perks: [
          { key: 'poster', state: 'apply', grantedAt: null },
          { key: 'vip_link', state: 'claimed', grantedAt: '2026-11-22T06:05:00.000Z' },
          { key: 'promotion', state: 'apply', grantedAt: null },
        ],
      }),
    );
    expect(part(html, 'perk-poster', 'li')).toMatch(/<button[^>]*><span>Apply<\/span><\/button>/);
    expect(textOf(part(html, 'perk-vip_link', 'li'))).toContain('Granted');
    expect(html).toMatch(
      new RegExp(`data-testid="vip-link"[^>]*>https://app.example/#/\\?ref=${ADDRESS}&amp;vip=1</p>`),
    );
    expect(textOf(html)).toContain('Copy VIP link');
  });
});

describe('CommunityFields (SPEC 5)', () => {
  it('shows each problem under its field, marked invalid', () => {
    const html = renderPage(
      makeClient(),
      <CommunityFields
        values={{ communityName: '', meetingLink: 'http://meet.example' }}
        problems={{ communityName: 'required', meetingLink: 'https' }}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(html).toMatch(
      /data-testid="community-error-communityName"[^>]*>Enter your community&#x27;s name</,
    );
    expect(html).toMatch(
      /data-testid="community-error-meetingLink"[^>]*>Enter a link that starts with https:\/\/</,
    );
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });

  it('shows the hints, and the limit of a name that is too long', () => {
    const clean = textOf(
      renderPage(
        makeClient(),
        <CommunityFields
          values={{ communityName: 'Alpha', meetingLink: 'https://meet.example' }}
          problems={{}}
          onChange={() => {}}
          onBlur={() => {}}
        />,
      ),
    );
    expect(clean).toContain('The name your members know it by');
    expect(clean).not.toContain('Enter');
    const long = renderPage(
      makeClient(),
      <CommunityFields
        values={{ communityName: 'x'.repeat(61), meetingLink: '' }}
        problems={{ communityName: 'tooLong', meetingLink: 'required' }}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(textOf(long)).toContain('Use at most 60 characters');
    expect(textOf(long)).toContain('Enter your meeting link');
  });
});
