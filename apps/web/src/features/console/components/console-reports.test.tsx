import { QueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '@woohoo/shared/api/operator';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { auditQueryOptions } from '../api/get-audit';
import { settlementQueryOptions } from '../api/get-settlement';
import { settlementHistoryQueryOptions } from '../api/get-settlement-history';
import { previousDay } from '../utils/previous-day';
import { AuditScreen } from './audit-screen';
import { SettlementsScreen } from './settlements-screen';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(() => new Promise(() => {})),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

const ONE = 10n ** 18n;
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OPERATOR = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/** The console's reports: the operators' audit trail and the settled days with their report. */
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

const NO_AUDIT_FILTER = { actor: '', action: '', target: '', page: 1 };

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

  it("shows a settlement run's and an adjustment's amounts in tokens with the asset, never in wei", () => {
    const client = new QueryClient();
    client.setQueryData(auditQueryOptions(NO_AUDIT_FILTER).queryKey, {
      items: [
        makeAuditEntry({
          id: '40',
          action: 'settlement.run',
          target: 'settlement:2026-05-31',
          before: { state: 'not_run', early: false },
          after: { state: 'succeeded', paidValue: (3000n * ONE).toString(), capped: true, usersPaid: 42 },
        }),
        makeAuditEntry({
          id: '41',
          action: 'user.adjust',
          target: `user:${USER}`,
          before: { asset: 'USDB', available: (10n * ONE).toString() },
          after: {
            asset: 'USDB',
            available: (35n * ONE).toString(),
            amount: (25n * ONE).toString(),
            reason: 'Goodwill credit',
          },
        }),
      ],
      page: 1,
      size: 20,
      total: 2,
    });
    const text = textOf(renderPage(client, <AuditScreen />));
    expect(text).toContain('paidValue: — → 3,000 USDT');
    expect(text).toContain('available: 10 USDB → 35 USDB');
    expect(text).toContain('amount: — → 25 USDB');
    expect(text).not.toMatch(/\d{19}/);
  });

  it('has a labelled field for each filter', () => {
    const text = textOf(renderPage(new QueryClient(), <AuditScreen />));
    for (const label of ['Actor', 'Action', 'Target']) expect(text).toContain(label);
  });
});

describe('SettlementsScreen', () => {
  /** A day's inflow, cap and values: 10,000 USDT in, 4,000 USDT owed, capped at 3,000 USDT. */
  const SETTLED_TOTALS = {
    base: (10_000n * ONE).toString(),
    cap: (3000n * ONE).toString(),
    totalValue: (4000n * ONE).toString(),
    paidValue: (3000n * ONE).toString(),
    capped: true,
  };

  it('lists the settled days above the day report, each opening its report', () => {
    const client = new QueryClient();
    client.setQueryData(settlementHistoryQueryOptions(1).queryKey, {
      items: [
        {
          day: '2026-05-31',
          rulesVersion: 2,
          ...SETTLED_TOTALS,
          paidBps: 7500,
          usersPaid: 42,
          kinds: [],
        },
      ],
      page: 1,
      size: 10,
      total: 11,
    });
    const html = renderPage(client, <SettlementsScreen />);
    const text = textOf(html);
    expect(html).toContain('data-testid="open-settlement-2026-05-31"');
    expect(text).toContain('10,000 USDT');
    expect(text).toContain('capped: 75.00% of 4,000 USDT');
    expect(text).toContain('Page 1 of 2');
    expect(html.indexOf('Settled days')).toBeLessThan(html.indexOf('Run settlement'));
  });

  it("shows the day report's totals and each reward kind in tokens with the asset, never in wei", () => {
    const client = new QueryClient();
    const day = previousDay(new Date());
    client.setQueryData(settlementHistoryQueryOptions(1).queryKey, {
      items: [],
      page: 1,
      size: 10,
      total: 0,
    });
    client.setQueryData(settlementQueryOptions(day).queryKey, {
      day,
      state: 'succeeded',
      rulesVersion: 2,
      ...SETTLED_TOTALS,
      usersPaid: 42,
      lines: 57,
      byKind: [{ kind: 'static', asset: 'USDT', amount: (1234n * ONE + ONE / 4n).toString(), lines: 50 }],
      durationMs: 85,
      startedAt: null,
      finishedAt: null,
      error: null,
    });
    const html = renderPage(client, <SettlementsScreen />);
    const text = textOf(html);
    expect(html).toContain('data-testid="settlement-report"');
    for (const amount of ['10,000 USDT', '3,000 USDT', '4,000 USDT', '1,234.25 USDT'])
      expect(text).toContain(amount);
    expect(text).not.toMatch(/\d{19}/);
  });

  it('says when no day has been settled', () => {
    const client = new QueryClient();
    client.setQueryData(settlementHistoryQueryOptions(1).queryKey, {
      items: [],
      page: 1,
      size: 10,
      total: 0,
    });
    expect(textOf(renderPage(client, <SettlementsScreen />))).toContain('No day settled yet');
  });
});
