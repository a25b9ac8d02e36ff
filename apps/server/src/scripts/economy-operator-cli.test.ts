import { describe, expect, it } from 'vitest';
import { parseEconomyArgs } from './economy-operator-cli';
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
