import type { SettlementReport } from '@woohoo/shared/api/team';
import { describe, expect, it } from 'vitest';
import { formatSettlementReport, parseEconomyArgs } from './economy-operator-cli';
import { UsageError } from './operator-cli';

describe('npm run operator -- pool | exrights', () => {
  it('reads a pool reward in tokens', () => {
    expect(parseEconomyArgs(['pool', 'reward', '12.5'])).toMatchObject({
      path: '/pool/reward',
      body: { amount: '12500000000000000000' },
    });
  });
  it('reads the issuance data and an event', () => {
    expect(
      parseEconomyArgs(['exrights', 'issuance', '--total', '21000000', '--issued', '5250000']).body,
    ).toEqual({
      totalSupply: `${21_000_000n * 10n ** 18n}`,
      issued: `${5_250_000n * 10n ** 18n}`,
    });
    expect(
      parseEconomyArgs(['exrights', 'event', '--at', '2026-10-01T21:00:00+08:00', '--title', 'First']).body,
    ).toEqual({ happenedAt: '2026-10-01T21:00:00+08:00', title: 'First', detail: '' });
  });
  it('reads an announcement', () => {
    expect(
      parseEconomyArgs(['announce', '--title', 'Maintenance', '--body', 'Sunday 02:00 UTC']),
    ).toMatchObject({
      path: '/announcements',
      body: { title: 'Maintenance', body: 'Sunday 02:00 UTC' },
    });
    expect(() => parseEconomyArgs(['announce', '--title', 'No body'])).toThrow(/--body/);
  });
  it('says what is wrong', () => {
    expect(() => parseEconomyArgs(['pool', 'reward', '-5'])).toThrow(UsageError);
    expect(() => parseEconomyArgs(['exrights', 'issuance', '--total', '1'])).toThrow(/--issued/);
    expect(() => parseEconomyArgs(['exrights', 'event', '--at', 'yesterday', '--title', 'x'])).toThrow(/ISO/);
    expect(() => parseEconomyArgs(['pool', 'drain'])).toThrow(/unknown command/);
  });
});

describe('npm run operator -- settle: the report', () => {
  const ONE = 10n ** 18n;
  const report = (overrides: Partial<SettlementReport> = {}): SettlementReport => ({
    day: '2026-11-26',
    state: 'succeeded',
    rulesVersion: 1,
    base: `${12_000n * ONE}`,
    cap: `${600n * ONE}`,
    totalValue: `${750n * ONE + ONE / 2n}`,
    paidValue: `${600n * ONE}`,
    capped: true,
    usersPaid: 4,
    lines: 9,
    byKind: [{ kind: 'static', asset: 'USDT', amount: `${1234n * ONE + ONE / 4n}`, lines: 9 }],
    durationMs: 85,
    startedAt: null,
    finishedAt: null,
    error: null,
    ...overrides,
  });

  it('prints amounts in tokens with their asset, never in the smallest unit', () => {
    const lines = formatSettlementReport(report());
    expect(lines).toEqual([
      'state succeeded, 9 reward lines to 4 users, inflow 12,000 USDT, cap 600 USDT, paid value 600 USDT of 750.5 USDT (capped), 85 ms',
      '  static: 1,234.25 USDT in 9 lines',
    ]);
    expect(lines.join('\n')).not.toMatch(/\d{19}/);
  });

  it('says a day not run in words and cuts dust to the display rule', () => {
    const [head] = formatSettlementReport(
      report({
        state: 'not_run',
        base: '1',
        cap: '0',
        paidValue: '0',
        totalValue: '0',
        capped: false,
        durationMs: null,
        byKind: [],
      }),
    );
    expect(head).toBe(
      'state not run, 9 reward lines to 4 users, inflow <0.000001 USDT, cap 0 USDT, paid value 0 USDT of 0 USDT, ? ms',
    );
  });
});
