import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import { useTreasury } from '../api/get-treasury';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';

/**
 * The treasury's alarms on every console screen (docs/rules.md "Treasury limits"): a balance below
 * its low-balance threshold or not read, payouts waiting for funds, how much to move from cold
 * when the hot wallet runs low ("Hot float and sweeps"), and the day's payouts at the
 * daily hot-wallet limit (new withdrawals then wait for review). Nothing when all is well, and
 * nothing while it loads: the banner is an alarm, not a status panel.
 */
export function TreasuryBanner() {
  const { data } = useTreasury();
  const lines = data ? treasuryAlarms(data) : [];
  if (lines.length === 0) return null;
  return (
    <div className={styles.warning} role="alert" data-testid="treasury-banner">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}

/** Each alarm in the operator's words, most urgent first. */
export function treasuryAlarms(status: TreasuryStatus): string[] {
  const lines: string[] = [];
  for (const b of status.balances) {
    if (b.state === 'low' && b.balance !== null) {
      lines.push(
        `Low treasury balance: ${formatConsoleAmount(b.balance, b.asset)}, below the alarm threshold of ${formatConsoleAmount(b.threshold, b.asset)}. Fund the hot wallet.`,
      );
    } else if (b.state === 'unknown') {
      lines.push(`Treasury ${b.asset} balance could not be read from the chain: check the RPC.`);
    }
  }
  if (status.waiting.count > 0) {
    const since = status.waiting.since ? ` since ${formatConsoleTime(status.waiting.since)}` : '';
    lines.push(
      `${status.waiting.count} approved payout(s) of ${formatConsoleAmount(status.waiting.amount, 'USDT')} wait for funds${since}; they are paid once the treasury holds enough.`,
    );
  }
  const topUp = status.cold.topUpNeeded;
  if (topUp !== null && BigInt(topUp) > 0n) {
    const from = status.cold.address ? `cold storage (Safe ${status.cold.address})` : 'cold storage';
    lines.push(
      `Top up the hot wallet: move ${formatConsoleAmount(topUp, 'USDT')} from ${from}, enough for the approved payouts and the ${formatConsoleAmount(status.cold.float, 'USDT')} float. The Safe's owners sign a USDT transfer to the hot wallet (npm run operator -- treasury topup-proposal).`,
    );
  }
  if (BigInt(status.paidToday) >= BigInt(status.dailyLimit)) {
    lines.push(
      `Daily hot-wallet limit reached: ${formatConsoleAmount(status.paidToday, 'USDT')} approved today (limit ${formatConsoleAmount(status.dailyLimit, 'USDT')}); new withdrawals wait for review until the day ends.`,
    );
  }
  return lines;
}
