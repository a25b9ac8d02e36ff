import { LEDGER_KIND_NAMES, LEDGER_REF_TYPES } from '@woohoo/shared/ledger-kinds';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../lib/money/money-types';
import enUS from '../../../locales/en_US.json';
import { describeHistoryEntry, KIND_LABELS, renderText, type Text } from './describe-history-entry';

const T = 10n ** 18n;

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: '1',
    time: '2026-01-01T00:00:00.000Z',
    asset: 'USDT',
    kind: 'swap',
    ref: { type: 'swap', id: '1' },
    delta: (-50n * T).toString(),
    changes: [{ bucket: 'available', delta: (-50n * T).toString() }],
    counterparty: null,
    txHash: null,
    note: null,
    ...overrides,
  };
}

/** i18next's interpolation, enough for these tests: looks the key up in en_US.json. */
function t(key: string, values: Record<string, string> = {}): string {
  const template = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], enUS);
  if (typeof template !== 'string') throw new Error(`no English text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
const text = (value: Text) => renderText(t, value);
const format = (wei: bigint) => (wei / T).toLocaleString('en-US');

describe('describeHistoryEntry', () => {
  it('labels every kind the server can write, and names every record type', () => {
    for (const kind of LEDGER_KIND_NAMES) {
      const key = KIND_LABELS[kind].replace('history.kinds.', '') as keyof typeof enUS.history.kinds;
      expect(enUS.history.kinds[key], kind).toBeTruthy();
    }
    for (const type of LEDGER_REF_TYPES) expect(enUS.history.refs[type], type).toBeTruthy();
  });

  it('reads a swap as "Swap #1", money out', () => {
    const line = describeHistoryEntry(entry({}), format);
    expect(text(line.label)).toBe('Swap');
    expect(text(line.reference)).toBe('Swap #1');
    expect(line).toMatchObject({ direction: 'out', amountWei: -50n * T });
  });

  it('names the other wallet of a transfer', () => {
    const sent = entry({
      kind: 'transfer',
      ref: { type: 'transfer', id: '4' },
      counterparty: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    expect(text(describeHistoryEntry(sent, format).reference)).toBe('Transfer to 0x70…79C8');
    const received = { ...sent, delta: (49n * T).toString() };
    expect(text(describeHistoryEntry(received, format).reference)).toBe('Transfer from 0x70…79C8');
  });

  it('adds the transaction of a paid withdrawal', () => {
    const paid = entry({
      kind: 'withdraw_payout',
      ref: { type: 'withdraw', id: '2' },
      txHash: `0x17${'0'.repeat(60)}fb3b`,
    });
    expect(text(describeHistoryEntry(paid, format).reference)).toBe('Withdrawal #2, tx 0x17…fb3b');
  });

  it('shows a withdrawal hold as one neutral line naming where the money went', () => {
    const hold = entry({
      kind: 'withdraw_hold',
      ref: { type: 'withdraw', id: '2' },
      delta: '0',
      changes: [
        { bucket: 'available', delta: (-1000n * T).toString() },
        { bucket: 'withdraw_hold', delta: (1000n * T).toString() },
      ],
    });
    const line = describeHistoryEntry(hold, format);
    expect(line).toMatchObject({ direction: 'move', amountWei: 1000n * T });
    expect(text(line.label)).toBe('Withdrawal on hold');
    expect(text(line.reference)).toBe('Withdrawal #2 on hold, 1,000 moved to Withdrawing');
  });

  it('names the buyer of a node order to the referrer it rewards', () => {
    const reward = entry({
      kind: 'node_sales_reward',
      ref: { type: 'node_order', id: '17' },
      delta: (52n * T).toString(),
      counterparty: '0xab00000000000000000000000000000000000Bcd',
    });
    expect(text(describeHistoryEntry(reward, format).label)).toBe('Node sales reward');
    expect(text(describeHistoryEntry(reward, format).reference)).toBe('Node order #17 of 0xab…0Bcd');
  });

  it('names a task centre reward and an invite gift by their records', () => {
    const reward = describeHistoryEntry(
      entry({ kind: 'task_reward', ref: { type: 'task', id: '3' }, delta: (20n * T).toString() }),
      format,
    );
    expect([text(reward.label), text(reward.reference), reward.direction]).toEqual([
      'Task reward',
      'Task #3',
      'in',
    ]);
    const gift = describeHistoryEntry(
      entry({ kind: 'invite_gift', ref: { type: 'task_gift', id: '8' }, delta: (2n * T).toString() }),
      format,
    );
    expect([text(gift.label), text(gift.reference), gift.amountWei]).toEqual([
      'Invite gift',
      'Gift #8',
      2n * T,
    ]);
  });

  it("names a balance adjustment and gives the operator's reason", () => {
    const line = describeHistoryEntry(
      entry({
        kind: 'balance_adjustment',
        ref: { type: 'adjustment', id: '5' },
        delta: (3n * T).toString(),
        changes: [{ bucket: 'available', delta: (3n * T).toString() }],
        note: 'Refund of a duplicated fee',
      }),
      format,
    );
    expect([text(line.label), text(line.reference), line.direction, line.amountWei]).toEqual([
      'Balance adjustment',
      'Adjustment #5',
      'in',
      3n * T,
    ]);
    expect(line.note && text(line.note)).toBe('Reason: Refund of a duplicated fee');
  });

  it('has no reason line for an entry without a note', () => {
    expect(describeHistoryEntry(entry({}), format).note).toBeNull();
  });

  it('reads "Unknown type" for a kind a newer server sent (SPEC 8)', () => {
    const line = describeHistoryEntry(entry({ kind: 'airdrop' as HistoryEntry['kind'] }), format);
    expect(text(line.label)).toBe('Unknown type');
  });
});
