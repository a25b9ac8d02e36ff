import type { HistoryEntry, WithdrawalRecord } from '../lib/money/money-types';

/** Test factories of the money API (STYLE "Tests": makeX(overrides)). */

const ONE_USDT_WEI = 10n ** 18n;
const usdt = (whole: bigint) => (whole * ONE_USDT_WEI).toString();

/** A 100 USDT withdrawal under review, to the test wallet. */
export function makeWithdrawalRecord(overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    id: '2',
    time: '2026-01-01T00:00:00.000Z',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    asset: 'USDT',
    amount: usdt(100n),
    fee: usdt(1n),
    received: usdt(99n),
    status: 'reviewing',
    txHash: null,
    explorerUrl: null,
    rejectReason: null,
    ...overrides,
  };
}

/** A swap of 50 USDT out of available. */
export function makeHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: '1',
    time: '2026-01-01T00:00:00.000Z',
    asset: 'USDT',
    kind: 'swap',
    ref: { type: 'swap', id: '1' },
    delta: `-${usdt(50n)}`,
    changes: [{ bucket: 'available', delta: `-${usdt(50n)}` }],
    counterparty: null,
    txHash: null,
    note: null,
    ...overrides,
  };
}
