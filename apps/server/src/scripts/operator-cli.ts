import { parseArgs } from 'node:util';
import { RECORD_STATUSES, type RecordStatus } from '@woohoo/shared/api/money';
import type { OperatorWithdrawal, WithdrawalReview } from '@woohoo/shared/api/operator';
import { ASSET_DECIMALS, isAsset } from '@woohoo/shared/assets';
import { formatUnits } from 'viem';

/**
 * `npm run operator -- withdrawals list [--status reviewing|approved|success|rejected|all] [--limit 50]`
 * `npm run operator -- withdrawals approve <id>` / `withdrawals reject <id> --reason <text>`
 *
 * Talks to the running server's operator endpoints (`OPERATOR_API_URL`, default the local
 * server's operator listener or PORT) as the operator whose key file signed in (operator.ts).
 * Going through the server keeps one writer per database, which PGlite needs, and the same rules
 * as every other change; the audit names the signed-in wallet.
 */
export const USAGE = `usage: npm run operator -- withdrawals list [--status <${[...RECORD_STATUSES, 'all'].join('|')}>] [--limit <n>]
       npm run operator -- withdrawals approve <id>
       npm run operator -- withdrawals reject <id> --reason <text the user sees>`;

export type OperatorCommand =
  | { action: 'list'; status: RecordStatus | 'all'; limit: number }
  | { action: 'approve'; id: string }
  | { action: 'reject'; id: string; reason: string };

export class UsageError extends Error {}

/** Reads the command line; throws a UsageError with what is wrong. */
export function parseOperatorArgs(argv: readonly string[]): OperatorCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [topic, action, id, ...rest] = positionals;
  if (topic !== 'withdrawals' || rest.length > 0) throw new UsageError('unknown command');
  if (action === 'list' && id === undefined) {
    const status = values.status ?? 'reviewing';
    if (status !== 'all' && !(RECORD_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`unknown status "${status}"`);
    const limit = Number(values.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new UsageError('--limit must be 1 to 100');
    return {
      action: 'list',
      status: status as RecordStatus | 'all',
      limit,
    };
  }
  if (action === 'approve' || action === 'reject') {
    if (!id || !/^[1-9]\d{0,17}$/.test(id))
      throw new UsageError(`${action} needs a withdrawal id (a positive number)`);
    if (action === 'approve') return { action, id };
    const reason = values.reason?.trim();
    if (!reason) throw new UsageError('reject needs --reason, the text the user sees');
    return { action, id, reason };
  }
  throw new UsageError('unknown command');
}

/**
 * The withdrawals as an aligned text table, amounts in whole tokens, with the state of each
 * payout: an approved withdrawal whose payout `failed` waits for an operator, and so does a paid
 * one whose payout `vanished` from the chain (`withdrawals list --status success`).
 */
export function formatWithdrawalTable(rows: readonly OperatorWithdrawal[]): string {
  const header = ['id', 'user address', 'amount', 'fee', 'status', 'approvals', 'payout', 'created (UTC)'];
  const decimals = (asset: string) => (isAsset(asset) ? ASSET_DECIMALS[asset] : 18);
  const cells = rows.map((r) => [
    r.id,
    r.address,
    `${formatUnits(BigInt(r.amount), decimals(r.asset))} ${r.asset}`,
    formatUnits(BigInt(r.fee), decimals(r.asset)),
    r.status,
    r.approvals ? formatApprovals(r.approvals) : '-',
    r.payout ?? '-',
    r.createdAt.replace('T', ' ').slice(0, 19),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** "1 of 2 (0xAbc…)": a waiting withdrawal's approvals against those it needs (docs/rules.md "Treasury limits"). */
export function formatApprovals(approvals: NonNullable<OperatorWithdrawal['approvals']>): string {
  const by = approvals.by.length > 0 ? ` (${approvals.by.join(', ')})` : '';
  return `${approvals.by.length} of ${approvals.needed}${by}`;
}

/** What an approval did: approved for payout, or waiting for a second operator (four-eyes, the day's limit). */
export function describeApproval(id: string, review: WithdrawalReview): string {
  if (review.status === 'approved') return `withdrawal ${id} approved; the payout worker sends it now`;
  const approvals = review.approvals;
  const why = approvals?.why === 'dailyLimit' ? "the day's hot-wallet limit is reached" : 'four-eyes';
  return `withdrawal ${id}: ${approvals ? formatApprovals(approvals) : 'approval recorded'}; it needs a second operator's approval (${why})`;
}
