import { describe, expect, it } from 'vitest';
import {
  describePayoutAction,
  describePayoutSwitch,
  formatPayoutTable,
  parsePayoutsArgs,
} from './payouts-operator-cli';

const HASH = `0x${'ab'.repeat(32)}`;

describe('payouts command line', () => {
  it('reads list, retry, returned and paid', () => {
    expect(parsePayoutsArgs(['payouts', 'list'])).toEqual({ action: 'list' });
    expect(parsePayoutsArgs(['payouts', 'retry', '12'])).toEqual({ action: 'retry', id: '12' });
    expect(parsePayoutsArgs(['payouts', 'returned', '12', '--reason', 'payout failed'])).toEqual({
      action: 'returned',
      id: '12',
      reason: 'payout failed',
    });
    expect(parsePayoutsArgs(['payouts', 'paid', '12', HASH])).toEqual({
      action: 'paid',
      id: '12',
      txHash: HASH,
    });
  });

  it('refuses what it does not understand', () => {
    expect(() => parsePayoutsArgs(['payouts', 'retry'])).toThrow(/needs a withdrawal id/);
    expect(() => parsePayoutsArgs(['payouts', 'returned', '12'])).toThrow(/needs --reason/);
    expect(() => parsePayoutsArgs(['payouts', 'paid', '12'])).toThrow(/transaction hash/);
    expect(() => parsePayoutsArgs(['payouts', 'paid', '12', '0x12'])).toThrow(/transaction hash/);
    expect(() => parsePayoutsArgs(['payouts', 'retry', '12', HASH])).toThrow(/unknown command/);
    expect(() => parsePayoutsArgs(['payouts', 'cancel', '12'])).toThrow(/unknown command/);
  });

  it('shows each payout with what it sends and to whom, and says what an action did', () => {
    const table = formatPayoutTable([
      {
        withdrawalId: '12',
        trouble: 'nonceCollided',
        asset: 'USDT',
        sent: '39000000000000000000',
        amount: '40000000000000000000',
        fee: '1000000000000000000',
        to: '0xabc',
        nonce: '7',
        txHash: HASH,
        withdrawalStatus: 'approved',
      },
    ]).split('\n');
    expect(table[0]).toMatch(/^withdrawal\s+trouble\s+sends\s+to\s+nonce\s+transaction$/);
    expect(table[2]).toMatch(/^12\s+nonceCollided\s+39 USDT\s+0xabc\s+7\s+0xab/);
    const done = { withdrawalId: '12', withdrawalStatus: 'success', payoutStatus: 'confirmed', txHash: HASH };
    expect(describePayoutAction({ action: 'paid', id: '12', txHash: HASH }, done)).toBe(
      `withdrawal 12: settled as paid by ${HASH}`,
    );
    const retried = { withdrawalId: '12', withdrawalStatus: 'approved', payoutStatus: null, txHash: null };
    expect(describePayoutAction({ action: 'retry', id: '12' }, retried)).toMatch(
      /^withdrawal 12: payout retired \(a vanished one's settlement reversed in the ledger first\); .*same payout id/,
    );
  });

  it('reads the kill switch commands, which take no argument, and says where the switch stands', () => {
    expect(parsePayoutsArgs(['payouts', 'stop'])).toEqual({ action: 'stop' });
    expect(parsePayoutsArgs(['payouts', 'start'])).toEqual({ action: 'start' });
    expect(parsePayoutsArgs(['payouts', 'status'])).toEqual({ action: 'status' });
    expect(() => parsePayoutsArgs(['payouts', 'stop', '12'])).toThrow(/unknown command/);
    const at = '2026-12-07T13:00:00.000Z';
    expect(describePayoutSwitch({ stopped: true, changedBy: '0xAbc', changedAt: at })).toBe(
      `payouts are stopped by 0xAbc at ${at}: the payout worker signs nothing new; payouts already signed still settle`,
    );
    expect(describePayoutSwitch({ stopped: false, changedBy: null, changedAt: null })).toBe(
      'payouts are running',
    );
    expect(describePayoutSwitch({ stopped: false, changedBy: '0xAbc', changedAt: at })).toBe(
      `payouts are running (started by 0xAbc at ${at})`,
    );
  });
});
