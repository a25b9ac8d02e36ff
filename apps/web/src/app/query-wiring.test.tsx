// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBindKycEmail } from '../features/kyc/api/bind-kyc-email';
import { makeKycStatus } from '../features/kyc/testing/kyc-factories';
import { MyPage } from '../features/my/components/my-page';
import { useCreateNodePurchase } from '../features/nodes/api/nodes-api';
import { FullNodeAssessmentPage } from '../features/rewards/components/full-node-assessment-page';
import { makeNodesOverview } from '../features/rewards/testing/make-nodes-overview';
import { makeSession, makeUser } from '../testing/factories';
import { renderInteractive } from '../testing/render-interactive';
import { makeRewardSummary, makeTeamSummary } from '../testing/team-factories';
import { createQueryClient } from './query-client';

/**
 * The screens of different features that show one endpoint read one cache entry, and a write
 * refreshes every screen showing what it changed while they stay open (STYLE "The declaration is
 * the unit on the web side too"). The app's request layer and query client run as they are; only
 * the server is fake, at the HTTP boundary.
 */

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

// The My page asks the wallet and the session whether this address is signed in.
vi.mock('wagmi', () => ({ useConnection: () => ({ address: ADDRESS, status: 'connected' }) }));
vi.mock('../hooks/use-session', () => ({
  useSession: (select?: (state: unknown) => unknown) => {
    const session = makeSession({
      address: ADDRESS,
      usermsg: { token: 'token', pid: '' },
      userdetail: makeUser(),
    });
    return select ? select(session) : session;
  },
}));

/** The fake server's state, and the requests it answered (`GET /api/nodes`). */
type Server = { mainShares: number; kycLevel: 0 | 1; requests: string[] };
let server: Server;

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 10000, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** What each endpoint the screens call answers from the server's state. */
function respond(method: string, path: string): Response {
  const bought = server.mainShares > 0;
  switch (`${method} ${path}`) {
    case `GET ${routes.nodes.overview.path}`:
      return answer(makeNodesOverview({ main: server.mainShares }));
    case `GET ${routes.rewards.summary.path}`:
      return answer(makeRewardSummary());
    case `GET ${routes.team.summary.path}`:
      // The summary the server gives after the purchase differs in what both screens show: the
      // team's node count (full-node view) and the level (My page).
      return answer(
        makeTeamSummary(
          bought
            ? { level: 'B3', rank: 'pioneer', nodes: { direct: 6, total: 20 } }
            : { level: 'D1', rank: 'pioneer', nodes: { direct: 6, total: 19 } },
        ),
      );
    case `GET ${routes.kyc.status.path}`:
      return answer(makeKycStatus({ level: server.kycLevel }));
    case `POST ${routes.nodes.purchase.path}`:
      server.mainShares += 1;
      return answer({ orderId: 'n1', kind: 'main', shares: 1 });
    case `POST ${routes.kyc.bindEmail.path}`:
      server.kycLevel = 1;
      return answer(
        makeKycStatus({ level: 1, email: 'al***@example.com', verifiedAt: '2026-12-07T10:00:00.000Z' }),
      );
    default:
      return answer(null);
  }
}

beforeEach(() => {
  server = { mainShares: 0, kycLevel: 0, requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://app.test').pathname;
      server.requests.push(`${method} ${path}`);
      return respond(method, path);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The node sale's buy, as its confirmation sheet sends it. */
function BuyMainNode() {
  const buy = useCreateNodePurchase();
  return (
    <button type="button" onClick={() => buy.mutate({ kind: 'main', shares: 1, idempotencyKey: 'buy-1' })}>
      Buy a main node
    </button>
  );
}

/** The KYC form's last step, as it sends it once the code has arrived. */
function BindEmail() {
  const bind = useBindKycEmail(ADDRESS);
  return (
    <button
      type="button"
      onClick={() => bind.mutate({ email: 'alice@example.com', code: '123456', deviceId: 'device-0001' })}
    >
      Bind email
    </button>
  );
}

function requestsOf(key: string): number {
  return server.requests.filter((request) => request === key).length;
}

// Two whole pages render and fetch in a DOM: more than the default 5 s on a busy machine.
describe('one query per endpoint', { timeout: 30_000 }, () => {
  it('a node purchase updates the open full-node view and My page', async () => {
    const client = createQueryClient();
    const { user } = renderInteractive(
      client,
      <>
        <FullNodeAssessmentPage address={ADDRESS} />
        <MyPage signInButton={null} />
        <BuyMainNode />
      </>,
    );
    expect((await screen.findByTestId('full-node-kind-main')).getAttribute('data-held')).toBe('false');
    expect(screen.getByTestId('full-node-team-total').textContent).toBe('19');
    await waitFor(() => expect(screen.getByTestId('my-level').getAttribute('data-level')).toBe('D1'));
    // Both screens show the team summary from one request.
    expect(requestsOf(`GET ${routes.team.summary.path}`)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Buy a main node' }));

    await waitFor(() => expect(screen.getByTestId('full-node-shares-main').textContent).toBe('1'));
    expect(screen.getByTestId('full-node-kind-main').getAttribute('data-held')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('full-node-team-total').textContent).toBe('20'));
    await waitFor(() => expect(screen.getByTestId('my-level').getAttribute('data-level')).toBe('B3'));
    expect(requestsOf(`GET ${routes.team.summary.path}`)).toBe(2);
  });

  it("binding the KYC email turns the open My page's KYC state to verified", async () => {
    const client = createQueryClient();
    const { user } = renderInteractive(
      client,
      <>
        <MyPage signInButton={null} />
        <BindEmail />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('my-kyc').getAttribute('data-verified')).toBe('false'));

    await user.click(screen.getByRole('button', { name: 'Bind email' }));

    await waitFor(() => expect(screen.getByTestId('my-kyc').getAttribute('data-verified')).toBe('true'));
    expect(screen.getByTestId('my-kyc').textContent).toContain('al***@example.com');
    // The bind's answer is the new status: the page shows it without asking again.
    expect(requestsOf(`GET ${routes.kyc.status.path}`)).toBe(1);
  });
});
