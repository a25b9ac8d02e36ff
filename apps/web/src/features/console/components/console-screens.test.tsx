import { QueryClient } from '@tanstack/react-query';
import type { AuditEntry, OperatorWithdrawal } from '@woohoo/shared/api/operator';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderPage, textOf } from '../../../testing/render-page';
import { auditQueryOptions } from '../api/get-audit';
import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import { AuditScreen } from './audit-screen';
import { ConsoleLayout } from './console-layout';
import { describeSignInError } from './console-sign-in';
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
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '31',
    actor: OPERATOR,
    action: 'withdrawal.reject',
    target: 'withdrawal:7',
    before: { status: 'reviewing' },
    after: { status: 'rejected', reason: 'Address on a sanctions list' },
    requestId: 'req-abc',
    createdAt: '2026-06-01T10:05:00.000Z',
    ...overrides,
  };
}

const REVIEWING = { status: 'reviewing' as const, address: '', page: 1 };
const NO_AUDIT_FILTER = { actor: '', action: '', target: '', page: 1 };

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

describe('AuditScreen', () => {
  it('shows each action with its request id and a compact diff', () => {
    const client = new QueryClient();
    client.setQueryData(auditQueryOptions(NO_AUDIT_FILTER).queryKey, {
      items: [makeAuditEntry()],
      page: 1,
      size: 20,
      total: 1,
    });
    const html = renderPage(client, <AuditScreen />);
    const text = textOf(html);
    expect(html).toContain('data-testid="audit-row-31"');
    expect(text).toContain('withdrawal.reject');
    expect(text).toContain('withdrawal:7');
    expect(text).toContain('req-abc');
    expect(text).toContain('status: reviewing → rejected');
    expect(text).toContain('reason: — → Address on a sanctions list');
  });

  it('has a labelled field for each filter', () => {
    const text = textOf(renderPage(new QueryClient(), <AuditScreen />));
    for (const label of ['Actor', 'Action', 'Target']) expect(text).toContain(label);
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
    for (const name of ['withdrawals', 'audit', 'users', 'settlements', 'announcements', 'mall']) {
      expect(html).toContain(`data-testid="console-nav-${name}"`);
    }
    expect(html).toMatch(/<a[^>]*data-testid="console-nav-audit"[^>]*aria-current="page"/);
    expect(html).not.toMatch(/<a[^>]*data-testid="console-nav-withdrawals"[^>]*aria-current="page"/);
    expect(textOf(html)).toContain('Sign out');
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
