import { parseArgs } from 'node:util';
import type { PayoutAction, PayoutSwitch, TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import { ASSET_DECIMALS, isAsset } from '@woohoo/shared/assets';
import { formatUnits } from 'viem';

/**
 * `npm run operator -- payouts list|retry <withdrawal>|returned <withdrawal> --reason <text>|paid <withdrawal> <tx hash>`
 * (docs/rules.md "Payout runbook") and `payouts stop|start|status` (the kill switch, docs/rules.md
 * "The payout kill switch"), through the operator endpoints like every other command.
 */
export const PAYOUTS_USAGE = `       npm run operator -- payouts stop|start|status
       npm run operator -- payouts list
       npm run operator -- payouts retry <withdrawal id>
       npm run operator -- payouts returned <withdrawal id> --reason <text the user sees>
       npm run operator -- payouts paid <withdrawal id> <tx hash>`;

export type PayoutsCommand =
  | { action: 'list' }
  | { action: 'stop' }
  | { action: 'start' }
  | { action: 'status' }
  | { action: 'retry'; id: string }
  | { action: 'returned'; id: string; reason: string }
  | { action: 'paid'; id: string; txHash: string };

export class PayoutsUsageError extends Error {}

/** Reads `payouts ...`; throws a PayoutsUsageError with what is wrong. */
export function parsePayoutsArgs(argv: readonly string[]): PayoutsCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [topic, action, id, txHash, ...rest] = positionals;
  if (topic !== 'payouts' || rest.length > 0) throw new PayoutsUsageError('unknown command');
  if (
    (action === 'list' || action === 'stop' || action === 'start' || action === 'status') &&
    id === undefined
  )
    return { action };
  if (action !== 'retry' && action !== 'returned' && action !== 'paid')
    throw new PayoutsUsageError('unknown command');
  if (!id || !/^[1-9]\d{0,17}$/.test(id))
    throw new PayoutsUsageError(`${action} needs a withdrawal id (a positive number)`);
  if (action === 'paid') {
    if (!txHash || !/^0x[0-9a-fA-F]{64}$/.test(txHash))
      throw new PayoutsUsageError('paid needs the transaction hash (0x and 64 hex digits)');
    return { action, id, txHash };
  }
  if (txHash !== undefined) throw new PayoutsUsageError('unknown command');
  if (action === 'retry') return { action, id };
  const reason = values.reason?.trim();
  if (!reason) throw new PayoutsUsageError('returned needs --reason, the text the user sees');
  return { action, id, reason };
}

/** The payouts that need an operator as an aligned text table, amounts in whole tokens. */
export function formatPayoutTable(rows: readonly TroubledPayout[]): string {
  const header = ['withdrawal', 'trouble', 'sends', 'to', 'nonce', 'transaction'];
  const decimals = (asset: string) => (isAsset(asset) ? ASSET_DECIMALS[asset] : 18);
  const cells = rows.map((r) => [
    r.withdrawalId,
    r.trouble,
    `${formatUnits(BigInt(r.sent), decimals(r.asset))} ${r.asset}`,
    r.to,
    r.nonce,
    r.txHash,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** What an action left, in a sentence. */
export function describePayoutAction(command: PayoutsCommand, done: PayoutAction): string {
  if (command.action === 'retry')
    return (
      `withdrawal ${done.withdrawalId}: payout retired (a vanished one's settlement reversed in the ledger first); ` +
      'the payout worker signs a new one under the same payout id with a new nonce on its next tick'
    );
  if (command.action === 'returned')
    return `withdrawal ${done.withdrawalId}: returned, the amount is back in the user's available balance`;
  return `withdrawal ${done.withdrawalId}: settled as paid by ${done.txHash}`;
}

/** The kill switch in a sentence: stopped or running, by whom and since when. */
export function describePayoutSwitch(payoutSwitch: PayoutSwitch): string {
  const by = payoutSwitch.changedBy ? ` by ${payoutSwitch.changedBy} at ${payoutSwitch.changedAt}` : '';
  return payoutSwitch.stopped
    ? `payouts are stopped${by}: the payout worker signs nothing new; payouts already signed still settle`
    : `payouts are running${by ? ` (started${by})` : ''}`;
}
