import { QueryClient } from '@tanstack/react-query';
import type { KycStatus } from '@woohoo/shared/api/kyc';
import type { TeamSummary } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { makeSession, makeUser } from '../../../testing/factories';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeTeamSummary } from '../../../testing/team-factories';
import { MyPage } from './my-page';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The wallet (wagmi) and the session as a test sets them; react-dom/server has no store to subscribe to. */
const world = vi.hoisted(() => ({
  connection: { address: undefined as string | undefined, status: 'disconnected' },
  session: undefined as unknown,
}));

vi.mock('wagmi', () => ({ useConnection: () => world.connection }));
vi.mock('../../../hooks/use-session', () => ({
  useSession: (select?: (state: unknown) => unknown) => (select ? select(world.session) : world.session),
}));
// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({
  api: { call: vi.fn(() => new Promise(() => {})), request: vi.fn(() => new Promise(() => {})) },
}));

function connect(status: 'connected' | 'disconnected' | 'reconnecting', signedIn: boolean) {
  world.connection = { address: status === 'disconnected' ? undefined : ADDRESS, status };
  world.session = signedIn
    ? makeSession({ address: ADDRESS, usermsg: { token: 'token', pid: '' }, userdetail: makeUser() })
    : makeSession();
}

function renderMyPage(data: { kyc?: KycStatus; summary?: TeamSummary } = {}) {
  const client = new QueryClient();
  if (data.kyc) client.setQueryData(endpointKey(routes.kyc.status, ADDRESS), data.kyc);
  if (data.summary) client.setQueryData(endpointKey(routes.team.summary, ADDRESS), data.summary);
  return renderPage(client, <MyPage signInButton={<button type="button">Sign in</button>} />);
}

const kyc = (overrides: Partial<KycStatus> = {}): KycStatus => ({
  level: 0,
  email: null,
  verifiedAt: null,
  resendInSec: 0,
  ...overrides,
});

/** Where each entry of the page leads (SPEC 2 and the route table). */
const ENTRY_HREFS = {
  depositRecords: '/pages/my/Depositrecords',
  withdrawRecords: '/pages/my/Withdrawalrecords',
  transferRecords: '/pages/my/Transferrecord',
  swapRecords: '/pages/my/Flashredemptionrecord',
  assets: '/pages/my/BSCassets',
  team: '/pages/team/team',
  ranking: '/pages/my/Rankinglist',
  tasks: '/pages/my/tasks',
  gifts: '/pages/my/Giftinscriptioncollection',
  transparency: '/transparency',
  orders: '/pages/my/myorder',
  addresses: '/pages/my/Addressmanagement',
  kyc: '/pages/my/kyc',
  announcements: '/pages/index/announcement',
};

/** The opening tag of the element with this test id. */
function tagOf(html: string, testId: string): string {
  return html.match(new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? '';
}

/** The href of the link with this test id. */
function hrefOf(html: string, testId: string): string | undefined {
  return tagOf(html, testId).match(/href="([^"]*)"/)?.[1];
}

describe('MyPage', () => {
  beforeEach(() => connect('connected', true));

  it('shows the signed-in wallet, its rank and level, and that KYC1 is not completed', () => {
    const html = renderMyPage({ kyc: kyc(), summary: makeTeamSummary() });
    const text = textOf(html);
    expect(html).toContain('data-testid="my-profile"');
    expect(text).toContain('0x7099…79C8');
    expect(html).toContain(`title="${ADDRESS}"`);
    expect(text).toContain('Copy address');
    expect(html).toMatch(/data-testid="my-rank"[^>]*>Pioneer</);
    expect(html).toMatch(/data-testid="my-level"[^>]*>D1</);
    expect(tagOf(html, 'my-kyc')).toContain('data-verified="false"');
    expect(text).toContain('KYC1 not completed');
    expect(text).toContain('Verify now');
    expect(hrefOf(html, 'my-kyc')).toBe('/pages/my/kyc');
    expect(textOf(html.split('data-testid="my-entry-kyc"')[1] ?? '')).toMatch(
      /^[^<]*KYC certification Not completed/,
    );
  });

  it('shows KYC1 as verified, with the masked email', () => {
    const html = renderMyPage({
      kyc: kyc({ level: 1, email: 'al***@example.com', verifiedAt: '2026-11-20T08:00:00.000Z' }),
      summary: makeTeamSummary({ level: 'none', rank: 'ordinary' }),
    });
    const text = textOf(html);
    expect(tagOf(html, 'my-kyc')).toContain('data-verified="true"');
    expect(text).toContain('KYC1 verified');
    expect(text).toContain('al***@example.com');
    expect(text).not.toContain('KYC1 not completed');
    expect(text).not.toContain('Verify now');
    expect(text).toContain('Verified');
    expect(html).toMatch(/data-testid="my-level"[^>]*>No level yet</);
    expect(html).toMatch(/data-testid="my-rank"[^>]*>Ordinary player</);
  });

  it('shows skeletons while the rank, level and KYC load', () => {
    const html = renderMyPage();
    expect(html).toContain('data-testid="my-profile"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="my-kyc"');
    expect(html).not.toContain('data-testid="my-rank"');
  });

  it('links every entry where it should', () => {
    const html = renderMyPage({ kyc: kyc(), summary: makeTeamSummary() });
    for (const [key, href] of Object.entries(ENTRY_HREFS))
      expect(hrefOf(html, `my-entry-${key}`), key).toBe(href);
    const text = textOf(html);
    for (const label of [
      'Records',
      'Deposits',
      'Withdrawals',
      'Transfers',
      'Swaps',
      'Assets',
      'Team',
      'Ranking list',
      'Task centre',
      'Gift inscriptions',
      'My orders',
      'Delivery addresses',
      'KYC certification',
      'Announcements',
    ])
      expect(text).toContain(label);
  });

  it('shows the Bitcoin wallet section between the mall entries and the account group, signed in or not', () => {
    for (const signedIn of [true, false]) {
      connect(signedIn ? 'connected' : 'disconnected', signedIn);
      const html = renderMyPage({ kyc: kyc(), summary: makeTeamSummary() });
      const [beforeBtc = '', afterBtc = ''] = html.split('data-testid="btc-wallet"');
      expect(beforeBtc).toContain('data-testid="my-entry-addresses"');
      expect(afterBtc).toContain('data-testid="my-entry-kyc"');
      // Outside a browser there is no UniSat provider: the section says so.
      expect(textOf(afterBtc)).toContain('No Bitcoin wallet found');
    }
  });

  it("offers the app's language picker in its language row", () => {
    const html = renderMyPage({ kyc: kyc(), summary: makeTeamSummary() });
    const row = html.split('data-testid="my-entry-language"')[1] ?? '';
    expect(textOf(row)).toMatch(/^[^<]*Language/);
    expect(row).toContain('aria-label="Language: English"');
    expect(row).toContain('aria-haspopup="dialog"');
  });

  it('asks to connect a wallet when none is connected, and keeps the entries', () => {
    connect('disconnected', false);
    const html = renderMyPage();
    const text = textOf(html);
    expect(text).toContain('Wallet not connected');
    expect(text).toContain('Connect wallet');
    expect(html).not.toContain('data-testid="my-profile"');
    expect(html).not.toContain('data-testid="my-kyc"');
    expect(hrefOf(html, 'my-entry-gifts')).toBe(ENTRY_HREFS.gifts);
    expect(hrefOf(html, 'my-entry-kyc')).toBe(ENTRY_HREFS.kyc);
    expect(textOf(html.split('data-testid="my-entry-kyc"')[1] ?? '')).not.toContain('Not completed');
  });

  it('asks a connected wallet to sign in before showing its account', () => {
    connect('connected', false);
    const text = textOf(renderMyPage({ kyc: kyc(), summary: makeTeamSummary() }));
    expect(text).toContain('Sign in to see your account');
    expect(text).toContain('Sign in');
    expect(text).not.toContain('KYC1 not completed');
    expect(text).not.toContain('0x7099…79C8');
  });

  it('shows a placeholder while the wallet reconnects', () => {
    connect('reconnecting', true);
    const html = renderMyPage({ kyc: kyc(), summary: makeTeamSummary() });
    expect(html).toContain('role="status"');
    expect(html).not.toContain('data-testid="my-profile"');
    expect(textOf(html)).not.toContain('Wallet not connected');
  });
});
