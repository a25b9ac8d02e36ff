import { QueryClient } from '@tanstack/react-query';
import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { announcementsQueryOptions } from '../api/get-announcements';
import { mallOrdersQueryOptions } from '../api/get-mall-orders';
import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import { AnnouncementsScreen } from './announcements-screen';
import { ConsoleLayout } from './console-layout';
import { describeSignInError } from './console-sign-in';
import { describeExrightsEventError } from './exrights-event-form';
import { ExrightsScreen } from './exrights-screen';
import { MallOrdersScreen } from './mall-orders-screen';
import { PoolScreen } from './pool-screen';
import { WithdrawalsScreen } from './withdrawals-screen';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(() => new Promise(() => {})),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

const ONE = 10n ** 18n;
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OPERATOR = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function makeWithdrawal(overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal {
  return {
    id: '7',
    user: USER,
    address: USER,
    asset: 'USDT',
    amount: (1500n * ONE).toString(),
    fee: (2n * ONE).toString(),
    status: 'reviewing',
    payout: null,
    reviewedBy: null,
    rejectReason: null,
    reviewReason: null,
    approvals: null,
    payoutWait: null,
    payoutWaitSince: null,
    txHash: null,
    payoutRecognisedFromChain: false,
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

const REVIEWING = { status: 'reviewing' as const, address: '', page: 1 };

describe('WithdrawalsScreen', () => {
  it('shows a skeleton while the first page loads', () => {
    const html = renderPage(new QueryClient(), <WithdrawalsScreen />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('withdrawal-row-');
  });

  it('lists withdrawals waiting for review with their amounts and review buttons', () => {
    const client = new QueryClient();
    client.setQueryData(withdrawalsQueryOptions(REVIEWING).queryKey, {
      items: [makeWithdrawal(), makeWithdrawal({ id: '8', status: 'approved', payout: 'signed' })],
      page: 1,
      size: 20,
      total: 41,
    });
    const html = renderPage(client, <WithdrawalsScreen />);
    const text = textOf(html);
    expect(html).toContain('data-testid="withdrawal-row-7"');
    expect(html).toContain('data-testid="approve-7"');
    expect(html).toContain('data-testid="reject-7"');
    expect(html).not.toContain('data-testid="approve-8"');
    expect(html).toContain('aria-label="Approve withdrawal #7"');
    expect(text).toContain('1,500 USDT');
    expect(text).toContain('2 USDT');
    expect(text).toContain(USER);
    expect(text).toContain('Approved · payout signed');
    expect(text).toContain('Page 1 of 3');
  });

  it('says why a withdrawal waits: the daily hot-wallet limit, or a payout waiting for funds', () => {
    const client = new QueryClient();
    client.setQueryData(withdrawalsQueryOptions(REVIEWING).queryKey, {
      items: [
        makeWithdrawal({ amount: (20n * ONE).toString(), reviewReason: 'dailyLimit' }),
        makeWithdrawal({
          id: '8',
          status: 'approved',
          payoutWait: 'waiting for funds: the treasury holds 30 USDT, less than the 1,498 this payout sends',
          payoutWaitSince: '2026-06-01T10:00:00.000Z',
        }),
      ],
      page: 1,
      size: 20,
      total: 2,
    });
    const html = renderPage(client, <WithdrawalsScreen />);
    const text = textOf(html);
    expect(text).toContain("Held: the day's payouts reached the daily hot-wallet limit");
    expect(html).toContain('data-testid="payout-wait-8"');
    expect(text).toContain(
      'Payout waiting for funds: the treasury holds 30 USDT, less than the 1,498 this payout sends',
    );
  });

  it('shows the transaction of a paid withdrawal, and says when its payout was recognised from the chain', () => {
    const client = new QueryClient();
    const tx = `0x${'ab'.repeat(32)}`;
    // The screen opens on its first filter; what it lists is what the API answers for it.
    client.setQueryData(withdrawalsQueryOptions(REVIEWING).queryKey, {
      items: [
        makeWithdrawal({
          id: '9',
          status: 'success',
          payout: 'confirmed',
          txHash: tx,
          payoutRecognisedFromChain: true,
        }),
        makeWithdrawal({ id: '10', status: 'success', payout: 'confirmed', txHash: tx }),
      ],
      page: 1,
      size: 20,
      total: 2,
    });
    const html = renderPage(client, <WithdrawalsScreen />);
    expect(textOf(html)).toContain(`Tx ${tx}`);
    expect(html).toContain('data-testid="payout-recognised-9"');
    expect(html).not.toContain('data-testid="payout-recognised-10"');
    expect(textOf(html)).toContain('Recognised from the chain: already paid there, nothing signed again');
  });

  it('says when nothing waits for review', () => {
    const client = new QueryClient();
    client.setQueryData(withdrawalsQueryOptions(REVIEWING).queryKey, {
      items: [],
      page: 1,
      size: 20,
      total: 0,
    });
    const text = textOf(renderPage(client, <WithdrawalsScreen />));
    expect(text).toContain('No withdrawals waiting for review');
    expect(text).toContain('Page 1 of 1');
  });
});

describe('ConsoleLayout', () => {
  it('names the operator and marks the current screen in the nav', () => {
    const session = {
      token: 't',
      actor: OPERATOR,
      via: 'wallet' as const,
      expiresAt: '2099-01-01T00:00:00.000Z',
    };
    const html = renderPage(
      new QueryClient(),
      <ConsoleLayout basePath="/console" session={session} />,
      '/console/audit',
    );
    const names = [
      'withdrawals',
      'audit',
      'users',
      'settlements',
      'pool',
      'rules',
      'announcements',
      'exrights',
      'mall',
      'products',
    ];
    for (const name of names) {
      expect(html).toContain(`data-testid="console-nav-${name}"`);
    }
    expect(html).toMatch(/<a[^>]*data-testid="console-nav-audit"[^>]*aria-current="page"/);
    expect(html).not.toMatch(/<a[^>]*data-testid="console-nav-withdrawals"[^>]*aria-current="page"/);
    expect(textOf(html)).toContain('Sign out');
  });
});

describe('AnnouncementsScreen', () => {
  it('lists published announcements with a banner toggle each, and explains the banner', () => {
    const client = new QueryClient();
    client.setQueryData(announcementsQueryOptions(1).queryKey, {
      items: [
        {
          id: '12',
          title: 'Node sale',
          excerpt: 'Phase 2 opens…',
          publishedAt: '2026-06-01T10:00:00.000Z',
          banner: true,
        },
        {
          id: '11',
          title: 'Maintenance',
          excerpt: 'Sunday 02:00',
          publishedAt: '2026-05-30T10:00:00.000Z',
          banner: false,
        },
      ],
      page: 1,
      size: 20,
      total: 2,
    });
    const html = renderPage(client, <AnnouncementsScreen />);
    const text = textOf(html);
    expect(html).toContain('data-testid="announcement-row-12"');
    expect(html).toMatch(/data-testid="banner-toggle-12"[^>]*>[\s\S]*?Remove from banner/);
    expect(html).toMatch(/data-testid="banner-toggle-11"[^>]*>[\s\S]*?Show in home banner/);
    expect(text).toContain(
      'The home banner shows the newest announcement marked as a banner, else the newest.',
    );
    expect(html).toContain('data-testid="announcement-banner"');
    expect(text).toContain('Page 1 of 1');
  });

  it('says when nothing has been published', () => {
    const client = new QueryClient();
    client.setQueryData(announcementsQueryOptions(1).queryKey, { items: [], page: 1, size: 20, total: 0 });
    expect(textOf(renderPage(client, <AnnouncementsScreen />))).toContain('No announcements published yet');
  });
});

describe('MallOrdersScreen', () => {
  it('reads the paged answer of the orders route and offers every state', () => {
    const client = new QueryClient();
    client.setQueryData(mallOrdersQueryOptions('paid', 1).queryKey, {
      items: [],
      page: 1,
      size: 20,
      total: 0,
    });
    const text = textOf(renderPage(client, <MallOrdersScreen />));
    expect(text).toContain('No paid orders waiting to ship');
    for (const label of ['Shipped', 'Delivered', 'Cancelled', 'All']) expect(text).toContain(label);
    expect(text).toContain('Page 1 of 1');
  });
});

describe('PoolScreen', () => {
  it('asks for a BHC amount in whole tokens to fund the pool', () => {
    const html = renderPage(new QueryClient(), <PoolScreen />);
    expect(textOf(html)).toContain("Fund the staking pool's rewards");
    expect(html).toContain('data-testid="pool-reward-amount"');
    expect(html).toContain('data-testid="pool-reward-review"');
  });
});

describe('ExrightsScreen', () => {
  it('shows the stored issuance and the events recorded, n of 5', () => {
    const client = new QueryClient();
    client.setQueryData(endpointKey(routes.operator.exrights.get), {
      issuance: {
        totalSupply: (1000n * ONE).toString(),
        issued: (400n * ONE).toString(),
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      count: 1,
      max: 5,
      events: [{ seq: 1, happenedAt: '2026-11-02T00:00:00.000Z', title: 'First ex-rights', detail: '' }],
    });
    const text = textOf(renderPage(client, <ExrightsScreen />));
    expect(text).toContain('Events recorded: 1 of 5');
    expect(text).toContain('First ex-rights');
    expect(text).toMatch(/400 BHC issued of 1,000 BHC/);
  });

  it('asks for the issuance data in whole BHC and for the next event with counted title and detail', () => {
    const html = renderPage(new QueryClient(), <ExrightsScreen />);
    const text = textOf(html);
    expect(text).toContain('BHC issuance data');
    expect(text).toContain('Total supply in whole BHC');
    expect(text).toContain('Issued in whole BHC');
    expect(html).toContain('data-testid="exrights-total-supply"');
    expect(html).toContain('data-testid="exrights-issued"');
    expect(html).toContain('data-testid="exrights-issuance-review"');
    expect(text).toContain('Record the next ex-rights event');
    expect(html).toMatch(/type="datetime-local"[^>]*data-testid="exrights-event-at"/);
    expect(html).toContain('data-testid="exrights-event-title"');
    expect(html).toContain('data-testid="exrights-event-detail"');
    expect(text).toContain('0/120');
    expect(text).toContain('0/500');
    expect(html).toContain('data-testid="exrights-event-review"');
  });

  it('shows no problem, error or saved answer before anything is sent', () => {
    const html = renderPage(new QueryClient(), <ExrightsScreen />);
    const ids = [
      'exrights-issued-problem',
      'exrights-issuance-error',
      'exrights-issuance-saved',
      'exrights-event-error',
      'exrights-event-saved',
    ];
    for (const id of ids) expect(html).not.toContain(`data-testid="${id}"`);
  });
});

describe('describeExrightsEventError', () => {
  it('says all 5 events are recorded on 40923', () => {
    const error = new ApiError({ code: 40923, msg: 'Conflict', status: 409 });
    expect(describeExrightsEventError(error)).toBe('All 5 ex-rights events are recorded (40923)');
  });
  it('shows other failures with their message and code', () => {
    const error = new ApiError({ code: 40000, msg: 'Invalid request', status: 400 });
    expect(describeExrightsEventError(error)).toBe('Invalid request (40000)');
  });
});

describe('describeSignInError', () => {
  it('says a wallet that is not an operator is not one (40300)', () => {
    const error = new ApiError({ code: 40300, msg: 'Operators only', status: 403 });
    expect(describeSignInError(error)).toBe('This wallet is not an operator');
  });
  it('shows other failures with their code, and nothing after a cancel in the wallet', () => {
    expect(describeSignInError(new ApiError({ code: 40101, msg: 'Nonce expired', status: 401 }))).toBe(
      'Nonce expired (40101)',
    );
    expect(describeSignInError(null)).toBeUndefined();
    expect(describeSignInError({ name: 'UserRejectedRequestError', code: 4001 })).toBeUndefined();
  });
});
